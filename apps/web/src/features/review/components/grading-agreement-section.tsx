import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { type ComponentType, type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ClassroomGradingAgreementQuery } from '../../../gql/graphql.ts';
import { graphqlRequest } from '../../../lib/graphql-client.ts';
import { reportError } from '../../../lib/report-error.ts';
import { ClassroomGradingAgreementDocument } from '../api/classroom-grading-agreement-query.ts';

type Agreement = NonNullable<
  ClassroomGradingAgreementQuery['classroomGradingAgreement']
>['classroom'];

/**
 * How far the teachers agree with the tutor's grades, over the answers of the attempts they
 * marked reviewed: exact agreement, weighted kappa and the mean score difference, for the
 * classroom and per teacher, so a teacher can judge how far to trust the automatic grades.
 */
export function GradingAgreementSection({
  classroomId,
  Frame,
}: {
  classroomId: string;
  Frame: ComponentType<{ title: string; children: ReactNode }>;
}) {
  const { t, i18n } = useTranslation();
  const [data, setData] = useState<ClassroomGradingAgreementQuery | null>(null);
  useEffect(() => {
    graphqlRequest(ClassroomGradingAgreementDocument, { classroomId })
      .then(setData)
      .catch(reportError);
  }, [classroomId]);
  const agreement = data?.classroomGradingAgreement;
  if (!agreement) return null;
  const percent = new Intl.NumberFormat(i18n.language, { style: 'percent' });
  const decimal = new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 2 });
  const cells = (entry: Agreement) => [
    entry.answers.toString(),
    entry.exactAgreement === null ? '—' : percent.format(entry.exactAgreement),
    entry.kappa === null ? '—' : decimal.format(entry.kappa),
    entry.meanAbsoluteScoreDifference === null
      ? '—'
      : t('agreement.points', {
          count: entry.meanAbsoluteScoreDifference,
          formatParams: { count: { maximumFractionDigits: 2 } },
        }),
  ];
  const headers = [
    t('agreement.answers'),
    t('agreement.exact'),
    t('agreement.kappa'),
    t('agreement.scoreDifference'),
  ];
  return (
    <Frame title={t('agreement.title')}>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {agreement.classroom.answers === 0 ? t('agreement.none') : t('agreement.hint')}
      </Typography>
      {agreement.classroom.answers > 0 ? (
        <Box sx={{ overflowX: 'auto' }}>
          <Table size="small" data-testid="grading-agreement">
            <TableHead>
              <TableRow>
                <TableCell>{t('agreement.who')}</TableCell>
                {headers.map((header) => (
                  <TableCell key={header} align="right">
                    {header}
                  </TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              <TableRow>
                <TableCell sx={{ fontWeight: 600 }}>{t('agreement.classroom')}</TableCell>
                {cells(agreement.classroom).map((cell, index) => (
                  <TableCell key={headers[index]} align="right" sx={{ fontWeight: 600 }}>
                    {cell}
                  </TableCell>
                ))}
              </TableRow>
              {agreement.teachers.map((teacher) => (
                <TableRow key={teacher.teacherProfileId}>
                  <TableCell dir="auto">{teacher.name}</TableCell>
                  {cells(teacher.agreement).map((cell, index) => (
                    <TableCell key={headers[index]} align="right">
                      {cell}
                    </TableCell>
                  ))}
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Box>
      ) : null}
    </Frame>
  );
}
