import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';
import { DateTime } from 'luxon';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AssignRosterQuery } from '../../../gql/graphql.ts';
import { displayName } from '../../../lib/display-name.ts';
import { graphqlRequest } from '../../../lib/graphql-client.ts';
import { runMutation } from '../../../lib/graphql-mutation.ts';
import { useCloseOnBack } from '../../../lib/navigation-guard.ts';
import { reportError } from '../../../lib/report-error.ts';
import { showSnackbar } from '../../../lib/snackbar.ts';
import { useMutationForm } from '../../../lib/use-mutation-form.ts';
import { AssignRosterDocument } from '../api/assign-roster-query.ts';
import { GrantPracticeAssignmentExtensionDocument } from '../api/grant-practice-assignment-extension-mutation.ts';
import { extensionInput } from '../assign-form.ts';
import { assignProblemText } from '../assign-text.ts';
import { AssignDateProvider } from './assign-date-provider.tsx';

type Student = NonNullable<AssignRosterQuery['classroom']>['paginatedStudents']['objects'][number];

const FIELDS = ['studentProfileId', 'dueAt', 'extraAttempts'] as const;

/** "Give more time": a later due date and/or extra attempts for one student. */
export function AssignExtensionDialog({
  open,
  assignment,
  classroomId,
  zone,
  onClose,
  onSaved,
}: {
  open: boolean;
  assignment: {
    id: string;
    title: string;
    dueAt?: string | null;
    wholeClassroom: boolean;
    students: readonly { id: string }[];
  };
  classroomId: string;
  zone: string;
  onClose: () => void;
  onSaved: () => void;
}) {
  const { t } = useTranslation();
  const form = useMutationForm(FIELDS);
  useCloseOnBack(open, onClose);
  const [roster, setRoster] = useState<readonly Student[]>([]);
  const [studentProfileId, setStudentProfileId] = useState('');
  const [dueAt, setDueAt] = useState<DateTime | null>(
    assignment.dueAt ? DateTime.fromISO(assignment.dueAt, { zone }).plus({ days: 2 }) : null,
  );
  const [extraAttempts, setExtraAttempts] = useState('0');
  const [problem, setProblem] = useState<string | null>(null);

  useEffect(() => {
    graphqlRequest(AssignRosterDocument, { id: classroomId })
      .then((data) => {
        const everyone = data.classroom?.paginatedStudents.objects ?? [];
        const chosen = new Set(assignment.students.map((student) => student.id));
        setRoster(assignment.wholeClassroom ? everyone : everyone.filter((s) => chosen.has(s.id)));
      })
      .catch(reportError);
  }, [classroomId, assignment]);

  const submit = async () => {
    const built = extensionInput({
      assignmentId: assignment.id,
      studentProfileId,
      dueAt,
      extraAttempts,
    });
    if (!built.ok) {
      setProblem(assignProblemText(t, built.problem));
      return;
    }
    setProblem(null);
    const result = await form.submit(() =>
      runMutation(
        GrantPracticeAssignmentExtensionDocument,
        { input: built.input },
        'grantPracticeAssignmentExtension',
      ),
    );
    if (!result.ok) return;
    showSnackbar(t('classroomAssignments.extensionGranted'), { color: 'success' });
    onSaved();
  };

  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="xs">
      <AssignDateProvider>
        <DialogTitle>{t('classroomAssignments.extensionTitle')}</DialogTitle>
        <DialogContent>
          <Stack spacing={2.5} sx={{ pt: 1 }}>
            <Typography variant="body2" color="text.secondary" dir="auto">
              {assignment.title}
            </Typography>
            <TextField
              select
              required
              label={t('classroomAssignments.student')}
              value={studentProfileId}
              onChange={(event) => {
                setStudentProfileId(event.target.value);
                form.clearFieldError('studentProfileId');
              }}
              error={Boolean(form.fieldErrors.studentProfileId)}
              helperText={
                form.fieldErrors.studentProfileId ??
                (roster.length === 0 ? t('assign.noStudents') : undefined)
              }
            >
              {roster.map((student) => (
                <MenuItem key={student.id} value={student.id}>
                  {displayName(student.user)}
                </MenuItem>
              ))}
            </TextField>
            <DateTimePicker
              label={t('classroomAssignments.newDueAt')}
              timezone={zone}
              value={dueAt}
              onChange={(value: DateTime | null) => {
                setDueAt(value);
                form.clearFieldError('dueAt');
              }}
              slotProps={{
                textField: {
                  fullWidth: true,
                  error: Boolean(form.fieldErrors.dueAt),
                  helperText: form.fieldErrors.dueAt ?? t('assign.timeZone', { zone }),
                },
                field: { clearable: true },
              }}
            />
            <TextField
              type="number"
              label={t('classroomAssignments.extraAttempts')}
              value={extraAttempts}
              onChange={(event) => {
                setExtraAttempts(event.target.value);
                form.clearFieldError('extraAttempts');
              }}
              slotProps={{ htmlInput: { min: 0, max: 20 } }}
              error={Boolean(form.fieldErrors.extraAttempts)}
              helperText={
                form.fieldErrors.extraAttempts ?? t('classroomAssignments.extraAttemptsHint')
              }
            />
            {problem ? (
              <Typography color="error" variant="body2" role="alert">
                {problem}
              </Typography>
            ) : null}
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button color="inherit" onClick={onClose}>
            {t('assign.cancel')}
          </Button>
          <Button variant="contained" loading={form.pending} onClick={() => void submit()}>
            {t('classroomAssignments.grant')}
          </Button>
        </DialogActions>
      </AssignDateProvider>
    </Dialog>
  );
}
