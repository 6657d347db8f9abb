import Add from '@mui/icons-material/Add';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import DragIndicator from '@mui/icons-material/DragIndicator';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LimitedTextField } from '../../../components/limited-text-field.tsx';
import { INPUT_LIMITS } from '../../../config/input-limits.ts';
import { emptyStep, moveItem, patchItem, removeItem, type StepDraft } from '../scenario-draft.ts';
import { type PathErrors, pathError } from '../use-authoring-form.ts';
import { MoveButtons } from './move-buttons.tsx';

/** The ordered steps: drag a step by its handle, or move it with the arrows. */
export function StepsEditor({
  steps,
  errors,
  disabled,
  onChange,
}: {
  steps: StepDraft[];
  errors: PathErrors;
  disabled: boolean;
  onChange(steps: StepDraft[]): void;
}) {
  const { t } = useTranslation();
  // One phrase a line: each line has the server's limit, and so has their number.
  const phrasesProblem = (text: string): string | null => {
    const phrases = text.split('\n').filter((line) => line.trim());
    const { phraseMax, expectedPhrasesMax } = INPUT_LIMITS.scenario;
    if (phrases.some((phrase) => phrase.trim().length > phraseMax)) {
      return t('scenarios.phraseTooLong', { count: phraseMax });
    }
    if (phrases.length > expectedPhrasesMax) {
      return t('scenarios.tooManyPhrases', { count: expectedPhrasesMax });
    }
    return null;
  };
  const [dragging, setDragging] = useState<number | null>(null);
  const update = (index: number, patch: Partial<StepDraft>) =>
    onChange(patchItem(steps, index, patch));

  return (
    <Box>
      {errors.steps ? (
        <Typography color="error" variant="body2" sx={{ mb: 1 }}>
          {errors.steps}
        </Typography>
      ) : null}
      {steps.map((step, index) => (
        <Paper
          key={step.key}
          variant="outlined"
          data-testid="step"
          onDragOver={(event) => {
            if (dragging !== null) event.preventDefault();
          }}
          onDrop={(event) => {
            event.preventDefault();
            if (dragging !== null && dragging !== index) onChange(moveItem(steps, dragging, index));
            setDragging(null);
          }}
          sx={{
            p: 2,
            mb: 2,
            opacity: dragging === index ? 0.5 : 1,
            borderColor: dragging !== null && dragging !== index ? 'primary.light' : 'divider',
          }}
        >
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 2 }}>
            <Box
              draggable={!disabled}
              onDragStart={(event) => {
                event.dataTransfer.effectAllowed = 'move';
                event.dataTransfer.setData('text/plain', String(index));
                setDragging(index);
              }}
              onDragEnd={() => setDragging(null)}
              aria-hidden
              sx={{
                cursor: disabled ? 'default' : 'grab',
                display: 'flex',
                color: 'text.secondary',
              }}
              data-testid="step-handle"
            >
              <DragIndicator />
            </Box>
            <Typography sx={{ fontWeight: 600, flex: 1 }}>
              {t('scenarios.stepNumber', { number: index + 1 })}
            </Typography>
            <MoveButtons
              index={index}
              count={steps.length}
              disabled={disabled}
              onMove={(from, to) => onChange(moveItem(steps, from, to))}
            />
            <IconButton
              size="small"
              disabled={disabled || steps.length === 1}
              aria-label={t('scenarios.removeStep')}
              onClick={() => onChange(removeItem(steps, index))}
            >
              <DeleteOutlined fontSize="small" />
            </IconButton>
          </Box>
          <Grid container spacing={2}>
            <Grid size={{ xs: 12, md: 6 }}>
              <LimitedTextField
                maxLength={INPUT_LIMITS.scenario.titleMax}
                fullWidth
                required
                disabled={disabled}
                label={t('scenarios.stepTitle')}
                value={step.title}
                onChange={(event) => update(index, { title: event.target.value })}
                {...pathError(errors, `steps.${index}.title`)}
              />
            </Grid>
            <Grid size={{ xs: 12, md: 6 }}>
              <LimitedTextField
                maxLength={INPUT_LIMITS.scenario.goalMax}
                fullWidth
                required
                multiline
                disabled={disabled}
                label={t('scenarios.stepGoal')}
                value={step.goal}
                onChange={(event) => update(index, { goal: event.target.value })}
                {...pathError(errors, `steps.${index}.goal`)}
              />
            </Grid>
            <Grid size={12}>
              <TextField
                fullWidth
                multiline
                minRows={2}
                disabled={disabled}
                label={t('scenarios.expectedPhrases')}
                value={step.expectedPhrases}
                onChange={(event) => update(index, { expectedPhrases: event.target.value })}
                error={Boolean(
                  errors[`steps.${index}.expectedPhrases`] || phrasesProblem(step.expectedPhrases),
                )}
                helperText={
                  errors[`steps.${index}.expectedPhrases`] ??
                  phrasesProblem(step.expectedPhrases) ??
                  t('scenarios.expectedPhrasesHint')
                }
              />
            </Grid>
            <Grid size={{ xs: 12, md: 6 }}>
              <LimitedTextField
                maxLength={INPUT_LIMITS.scenario.lineMax}
                fullWidth
                required
                multiline
                disabled={disabled}
                label={t('scenarios.scriptedLine')}
                value={step.scriptedLine}
                onChange={(event) => update(index, { scriptedLine: event.target.value })}
                {...pathError(errors, `steps.${index}.scriptedLine`)}
              />
            </Grid>
            <Grid size={{ xs: 12, md: 6 }}>
              <LimitedTextField
                maxLength={INPUT_LIMITS.scenario.lineMax}
                fullWidth
                multiline
                disabled={disabled}
                label={t('scenarios.scriptedLineTranslation')}
                value={step.scriptedLineTranslation}
                onChange={(event) => update(index, { scriptedLineTranslation: event.target.value })}
                {...pathError(errors, `steps.${index}.scriptedLineTranslation`)}
              />
            </Grid>
          </Grid>
        </Paper>
      ))}
      {disabled ? null : (
        <Button startIcon={<Add />} onClick={() => onChange([...steps, emptyStep()])}>
          {t('scenarios.addStep')}
        </Button>
      )}
    </Box>
  );
}
