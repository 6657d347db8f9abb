import Add from '@mui/icons-material/Add';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { LimitedTextField } from '../../../components/limited-text-field.tsx';
import { INPUT_LIMITS } from '../../../config/input-limits.ts';
import type { ItemKind } from '../../../gql/graphql.ts';
import {
  emptyVocabularyItem,
  patchItem,
  removeItem,
  type VocabularyDraft,
} from '../scenario-draft.ts';
import { type PathErrors, pathError } from '../use-authoring-form.ts';

/**
 * Fields are full width by default (the theme): on a row the kind keeps a fixed width and the
 * text fields share the rest, instead of the select taking the whole row.
 */
const FIXED_COLUMN = { flex: { md: '0 0 140px' } } as const;
const GROWING_COLUMN = { flex: { md: '1 1 0' }, minWidth: { md: 160 } } as const;

export function VocabularyEditor({
  items,
  errors,
  disabled,
  onChange,
}: {
  items: VocabularyDraft[];
  errors: PathErrors;
  disabled: boolean;
  onChange(items: VocabularyDraft[]): void;
}) {
  const { t } = useTranslation();
  const update = (index: number, patch: Partial<VocabularyDraft>) =>
    onChange(patchItem(items, index, patch));
  return (
    <Box>
      {errors.vocabularyItems ? (
        <Typography color="error" variant="body2" sx={{ mb: 1 }}>
          {errors.vocabularyItems}
        </Typography>
      ) : null}
      <Stack spacing={2} sx={{ mb: items.length ? 2 : 0 }}>
        {items.map((item, index) => (
          <Stack
            key={item.key}
            data-testid="vocabulary-item"
            direction={{ xs: 'column', md: 'row' }}
            spacing={1.5}
            sx={{ alignItems: { md: 'flex-start' } }}
          >
            <TextField
              select
              size="small"
              disabled={disabled}
              label={t('scenarios.itemKind')}
              value={item.kind}
              onChange={(event) => update(index, { kind: event.target.value as ItemKind })}
              sx={FIXED_COLUMN}
            >
              <MenuItem value="WORD">{t('scenarios.word')}</MenuItem>
              <MenuItem value="PHRASE">{t('scenarios.phrase')}</MenuItem>
            </TextField>
            <LimitedTextField
              maxLength={INPUT_LIMITS.scenario.vocabularyTextMax}
              size="small"
              required
              disabled={disabled}
              label={t('scenarios.itemText')}
              value={item.text}
              onChange={(event) => update(index, { text: event.target.value })}
              {...pathError(errors, `vocabularyItems.${index}.text`)}
              sx={GROWING_COLUMN}
            />
            <LimitedTextField
              maxLength={INPUT_LIMITS.scenario.translationMax}
              size="small"
              disabled={disabled}
              label={t('scenarios.itemTranslation')}
              value={item.translation}
              onChange={(event) => update(index, { translation: event.target.value })}
              {...pathError(errors, `vocabularyItems.${index}.translation`)}
              sx={GROWING_COLUMN}
            />
            <FormControlLabel
              disabled={disabled}
              control={
                <Checkbox
                  checked={item.required}
                  onChange={(event) => update(index, { required: event.target.checked })}
                />
              }
              label={t('scenarios.required')}
            />
            {disabled ? null : (
              <IconButton
                aria-label={t('scenarios.removeItem')}
                onClick={() => onChange(removeItem(items, index))}
              >
                <DeleteOutlined />
              </IconButton>
            )}
          </Stack>
        ))}
      </Stack>
      {disabled ? null : (
        <Button startIcon={<Add />} onClick={() => onChange([...items, emptyVocabularyItem()])}>
          {t('scenarios.addItem')}
        </Button>
      )}
    </Box>
  );
}
