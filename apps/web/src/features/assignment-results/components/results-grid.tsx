import Badge from '@mui/material/Badge';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { AuthoredText } from '../../../components/authored-text.tsx';
import { paths } from '../../../config/paths.ts';
import type { AssignmentResultsQuery } from '../../../gql/graphql.ts';
import { formatDateTime } from '../../../lib/time-zone.ts';
import { type ResultSortKey, type ResultView, viewRows } from '../results-table.ts';
import { ResultStatusChip } from './result-status-chip.tsx';

type Row = NonNullable<AssignmentResultsQuery['practiceAssignment']>['results'][number];

/** The students × scenarios table: headers sort (again: the other way), rows open the attempt. */
export function ResultsGrid({
  rows,
  view,
  onView,
  timeZone,
  showScenario,
}: {
  rows: Row[];
  view: ResultView;
  onView: (view: ResultView) => void;
  timeZone: string;
  showScenario: boolean;
}) {
  const { t, i18n } = useTranslation();
  const shown = viewRows(rows, view, i18n.language);
  const columns: { key: ResultSortKey; label: string; numeric?: boolean }[] = [
    { key: 'studentName', label: t('assignmentResults.student') },
    { key: 'status', label: t('assignmentResults.statusColumn') },
    { key: 'attemptsUsed', label: t('assignmentResults.attempts'), numeric: true },
    { key: 'bestScore', label: t('assignmentResults.bestScore'), numeric: true },
    { key: 'lastScore', label: t('assignmentResults.lastScore'), numeric: true },
    { key: 'minutesSpent', label: t('assignmentResults.minutes'), numeric: true },
    { key: 'helpUsed', label: t('assignmentResults.helpUsed'), numeric: true },
    { key: 'lastActivityAt', label: t('assignmentResults.lastActivity') },
  ];
  const sortBy = (key: ResultSortKey) =>
    onView({
      ...view,
      sort: key,
      direction: view.sort === key && view.direction === 'asc' ? 'desc' : 'asc',
    });
  return (
    <TableContainer component={Paper} variant="outlined" sx={{ borderRadius: 3 }}>
      <Table size="small" aria-label={t('assignmentResults.title')} data-testid="results-grid">
        <TableHead>
          <TableRow>
            {columns.map((column) => (
              <TableCell
                key={column.key}
                align={column.numeric ? 'right' : 'left'}
                sortDirection={view.sort === column.key ? view.direction : false}
                sx={{ whiteSpace: 'nowrap', fontWeight: 600 }}
              >
                <TableSortLabel
                  active={view.sort === column.key}
                  direction={view.sort === column.key ? view.direction : 'asc'}
                  onClick={() => sortBy(column.key)}
                >
                  {column.label}
                </TableSortLabel>
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {shown.length === 0 ? (
            <TableRow>
              <TableCell colSpan={columns.length}>
                <Typography color="text.secondary">{t('assignmentResults.noRows')}</Typography>
              </TableCell>
            </TableRow>
          ) : null}
          {shown.map((row) => (
            <TableRow
              key={`${row.studentProfileId}:${row.scenarioId}`}
              hover
              data-testid="result-row"
            >
              <TableCell sx={{ minWidth: 160 }}>
                {row.latestAttemptId ? (
                  <Badge
                    color="warning"
                    variant="dot"
                    invisible={row.unreviewed === 0}
                    aria-label={
                      row.unreviewed > 0
                        ? t('assignmentResults.unreviewed', { count: row.unreviewed })
                        : undefined
                    }
                  >
                    <Link
                      component={RouterLink}
                      to={paths.activities.practiceIntent.detail.getHref(row.latestAttemptId)}
                      dir="auto"
                      sx={{ fontWeight: 600 }}
                    >
                      {row.studentName}
                    </Link>
                  </Badge>
                ) : (
                  <Typography dir="auto" sx={{ fontWeight: 600 }}>
                    {row.studentName}
                  </Typography>
                )}
                {showScenario ? (
                  <AuthoredText variant="body2" color="text.secondary">
                    {row.scenarioTitle}
                  </AuthoredText>
                ) : null}
              </TableCell>
              <TableCell>
                <ResultStatusChip status={row.status} />
              </TableCell>
              <TableCell align="right">{row.attemptsUsed}</TableCell>
              <TableCell align="right">{row.bestScore ?? '—'}</TableCell>
              <TableCell align="right">{row.lastScore ?? '—'}</TableCell>
              <TableCell align="right">{row.minutesSpent}</TableCell>
              <TableCell align="right">{row.helpUsed}</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>
                {row.lastActivityAt
                  ? formatDateTime(row.lastActivityAt, i18n.language, timeZone)
                  : '—'}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
