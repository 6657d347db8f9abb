import Container from '@mui/material/Container';
import { useTranslation } from 'react-i18next';
import { type LoaderFunctionArgs, useLoaderData } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { graphqlRequest } from '../../../lib/graphql-client.ts';
import { StudentMetricsDocument } from '../api/student-metrics-query.ts';
import { MetricsHeading } from '../components/page-heading.tsx';
import { StudentProgressView } from '../components/student-progress-view.tsx';
import { metricsRangeOf } from '../metrics-loader.ts';

export async function loader({ request }: LoaderFunctionArgs) {
  const { range } = await metricsRangeOf(request);
  return graphqlRequest(StudentMetricsDocument, { range });
}

/** The student's own progress over the range they choose. */
export function Component() {
  const { t } = useTranslation();
  const { studentMetrics } = useLoaderData<typeof loader>();
  return (
    <Container maxWidth="xl" sx={{ py: { xs: 3, md: 5 }, px: { xs: 2, md: 4 } }}>
      <MetricsHeading
        back={{ href: paths.student.home.getHref(), label: t('nav.home') }}
        title={t('metrics.myProgress')}
        subtitle={t('metrics.myProgressSubtitle')}
      />
      <StudentProgressView metrics={studentMetrics} />
    </Container>
  );
}
