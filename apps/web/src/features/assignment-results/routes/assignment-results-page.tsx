import Download from '@mui/icons-material/FileDownloadOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type LoaderFunctionArgs, Link as RouterLink, useLoaderData } from 'react-router';
import { AuthoredText } from '../../../components/authored-text.tsx';
import { paths } from '../../../config/paths.ts';
import type { AssignmentResultStatus } from '../../../gql/graphql.ts';
import { graphqlRequest } from '../../../lib/graphql-client.ts';
import { reportError } from '../../../lib/report-error.ts';
import { AssignmentResultsCsvDocument } from '../api/assignment-results-csv-query.ts';
import { AssignmentResultsDocument } from '../api/assignment-results-query.ts';
import { resultStatusLabel } from '../components/result-status-chip.tsx';
import { ResultsGrid } from '../components/results-grid.tsx';
import { csvFileName, downloadCsv } from '../download-csv.ts';
import type { ResultView } from '../results-table.ts';

export async function loader({ params }: LoaderFunctionArgs) {
  const data = await graphqlRequest(AssignmentResultsDocument, {
    id: params.idPracticeAssignment ?? '',
  });
  if (!data.practiceAssignment) throw new Response('Not found', { status: 404 });
  return { assignment: data.practiceAssignment, timeZone: data.readUser?.timeZone ?? 'UTC' };
}

const STATUSES = ['NOT_STARTED', 'IN_PROGRESS', 'COMPLETED', 'PASSED'] as const;

/**
 * An assignment's results for its teachers: every student × scenario with status, attempts, best
 * and last score, time, help and last activity; sortable, filterable, exported as CSV.
 */
export function Component() {
  const { t } = useTranslation();
  const { assignment, timeZone } = useLoaderData<typeof loader>();
  const [view, setView] = useState<ResultView>({
    sort: 'studentName',
    direction: 'asc',
    status: 'ALL',
    text: '',
  });
  const [exporting, setExporting] = useState(false);

  const exportCsv = async () => {
    setExporting(true);
    try {
      const { practiceAssignment } = await graphqlRequest(AssignmentResultsCsvDocument, {
        id: assignment.id,
      });
      if (practiceAssignment) {
        downloadCsv(practiceAssignment.resultsCsv, csvFileName(practiceAssignment.title));
      }
    } catch (error) {
      reportError(error);
    } finally {
      setExporting(false);
    }
  };

  return (
    <Container maxWidth="xl" sx={{ py: { xs: 2, md: 4 } }}>
      <Box sx={{ mb: 3 }}>
        <Link
          component={RouterLink}
          to={paths.accounts.classroom.detail.getHref(assignment.classroom.id)}
          variant="body2"
          dir="auto"
        >
          {assignment.classroom.name}
        </Link>
        <Box
          sx={{
            display: 'flex',
            flexWrap: 'wrap',
            alignItems: 'center',
            justifyContent: 'space-between',
            gap: 2,
            mt: 0.5,
          }}
        >
          <Box sx={{ minWidth: 0 }}>
            <Typography variant="overline" color="text.secondary" component="p">
              {t('assignmentResults.title')}
            </Typography>
            <AuthoredText variant="h1" sx={{ fontSize: { xs: '1.5rem', md: '2rem' } }}>
              {assignment.title}
            </AuthoredText>
          </Box>
          <Button
            variant="contained"
            startIcon={<Download />}
            onClick={() => void exportCsv()}
            disabled={exporting}
          >
            {t('assignmentResults.exportCsv')}
          </Button>
        </Box>
      </Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, mb: 2 }}>
        <TextField
          type="search"
          size="small"
          label={t('assignmentResults.search')}
          value={view.text}
          onChange={(event) => setView((current) => ({ ...current, text: event.target.value }))}
          sx={{ flex: '1 1 240px', maxWidth: 420 }}
        />
        <TextField
          select
          size="small"
          label={t('assignmentResults.statusFilter')}
          value={view.status}
          onChange={(event) =>
            setView((current) => ({
              ...current,
              status: event.target.value as AssignmentResultStatus | 'ALL',
            }))
          }
          sx={{ width: { xs: '100%', sm: 220 } }}
        >
          <MenuItem value="ALL">{t('assignmentResults.allStatuses')}</MenuItem>
          {STATUSES.map((status) => (
            <MenuItem key={status} value={status}>
              {resultStatusLabel(t, status)}
            </MenuItem>
          ))}
        </TextField>
      </Box>
      <ResultsGrid
        rows={assignment.results}
        view={view}
        onView={setView}
        timeZone={timeZone}
        showScenario={assignment.isCurriculum}
      />
    </Container>
  );
}
