import Container from '@mui/material/Container';
import { useTranslation } from 'react-i18next';
import { type LoaderFunctionArgs, useLoaderData } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { displayName } from '../../../lib/display-name.ts';
import { graphqlRequest } from '../../../lib/graphql-client.ts';
import { StudentMetricsDocument } from '../api/student-metrics-query.ts';
import { MetricsHeading } from '../components/page-heading.tsx';
import { StudentProgressView } from '../components/student-progress-view.tsx';
import { metricsRangeOf } from '../metrics-loader.ts';

export async function loader({ params, request }: LoaderFunctionArgs) {
  const classroomId = params.id ?? '';
  const { range, search } = await metricsRangeOf(request);
  const result = await graphqlRequest(StudentMetricsDocument, {
    studentId: params.studentId ?? '',
    classroomId,
    range,
  });
  return { ...result, classroomId, search };
}

/** A student's progress in one classroom, for its teacher (from the classroom dashboard). */
export function Component() {
  const { t } = useTranslation();
  const { studentMetrics, classroomId, search } = useLoaderData<typeof loader>();
  const name = displayName(studentMetrics.student.user);
  return (
    <Container maxWidth="xl" sx={{ py: { xs: 3, md: 5 }, px: { xs: 2, md: 4 } }}>
      <MetricsHeading
        back={{
          href: paths.accounts.classroom.progress.getHref(classroomId, search),
          label: t('metrics.classroomTitle'),
        }}
        title={name}
        subtitle={t('metrics.studentSubtitle')}
      />
      <StudentProgressView metrics={studentMetrics} />
    </Container>
  );
}
