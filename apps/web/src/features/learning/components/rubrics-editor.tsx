import Add from '@mui/icons-material/Add';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { LimitedTextField } from '../../../components/limited-text-field.tsx';
import { INPUT_LIMITS } from '../../../config/input-limits.ts';
import type { FeedbackCategory } from '../../../gql/graphql.ts';
import { categoryLabel, RUBRIC_CATEGORIES } from '../category-label.ts';
import { emptyRubric, patchItem, type RubricDraft, removeItem } from '../scenario-draft.ts';
import { type PathErrors, pathError } from '../use-authoring-form.ts';

const WEIGHT_TOTAL = 100;

export function RubricsEditor({
  rubrics,
  errors,
  disabled,
  onChange,
}: {
  rubrics: RubricDraft[];
  errors: PathErrors;
  disabled: boolean;
  onChange(rubrics: RubricDraft[]): void;
}) {
  const { t } = useTranslation();
  const update = (index: number, patch: Partial<RubricDraft>) =>
    onChange(patchItem(rubrics, index, patch));
  const total = rubrics.reduce((sum, rubric) => sum + (Number.parseInt(rubric.weight, 10) || 0), 0);
  const unused = RUBRIC_CATEGORIES.find((c) => !rubrics.some((rubric) => rubric.category === c));
  return (
    <Box>
      <Stack spacing={2} sx={{ mb: 2 }}>
        {rubrics.map((rubric, index) => (
          <Stack
            key={rubric.key}
            data-testid="rubric"
            direction={{ xs: 'column', md: 'row' }}
            spacing={1.5}
            sx={{ alignItems: { md: 'flex-start' } }}
          >
            <TextField
              select
              size="small"
              disabled={disabled}
              label={t('scenarios.rubricCategory')}
              value={rubric.category}
              onChange={(event) =>
                update(index, { category: event.target.value as FeedbackCategory })
              }
              {...pathError(errors, `rubrics.${index}.category`)}
              sx={{ flex: { md: '0 0 190px' } }}
            >
              {RUBRIC_CATEGORIES.map((category) => (
                <MenuItem key={category} value={category}>
                  {categoryLabel(t, category)}
                </MenuItem>
              ))}
            </TextField>
            <LimitedTextField
              maxLength={INPUT_LIMITS.scenario.criteriaMax}
              size="small"
              required
              fullWidth
              // Criteria run to a sentence or two: wrapped, a teacher reads them whole.
              multiline
              disabled={disabled}
              label={t('scenarios.criteria')}
              value={rubric.criteria}
              onChange={(event) => update(index, { criteria: event.target.value })}
              {...pathError(errors, `rubrics.${index}.criteria`)}
              sx={{ flex: { md: '1 1 0' }, minWidth: { md: 200 } }}
            />
            <TextField
              size="small"
              type="number"
              disabled={disabled}
              label={t('scenarios.weight')}
              value={rubric.weight}
              onChange={(event) => update(index, { weight: event.target.value })}
              {...pathError(errors, `rubrics.${index}.weight`)}
              slotProps={{ htmlInput: { min: 0, max: 100 } }}
              sx={{ flex: { md: '0 0 110px' } }}
            />
            {disabled ? null : (
              <IconButton
                aria-label={t('scenarios.removeRubric')}
                onClick={() => onChange(removeItem(rubrics, index))}
              >
                <DeleteOutlined />
              </IconButton>
            )}
          </Stack>
        ))}
      </Stack>
      <Alert
        severity={total === WEIGHT_TOTAL && !errors.rubrics ? 'success' : 'warning'}
        sx={{ mb: 2 }}
      >
        {errors.rubrics ?? t('scenarios.weightTotal', { total, expected: WEIGHT_TOTAL })}
      </Alert>
      {disabled || !unused ? null : (
        <Button startIcon={<Add />} onClick={() => onChange([...rubrics, emptyRubric(unused)])}>
          {t('scenarios.addRubric')}
        </Button>
      )}
    </Box>
  );
}
