import Box from '@mui/material/Box';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';

/** Single-line fields show their count only from this share of the limit on. */
const SHORT_FIELD_COUNT_FROM = 0.8;

export type LimitedTextFieldProps = Omit<TextFieldProps, 'value'> & {
  value: string;
  /** The most characters the server takes for this field (config/input-limits.ts). */
  maxLength: number;
};

/**
 * A text field that stops at the server's limit and says so in the reader's language: long
 * (multi-line) fields always count their characters, short ones once they near the limit, and a
 * full field says "At most N characters." instead of letting the server refuse it after Save.
 */
export function LimitedTextField({
  maxLength,
  value,
  helperText,
  error,
  slotProps,
  multiline,
  ...props
}: LimitedTextFieldProps) {
  const { t } = useTranslation();
  const length = value.length;
  const full = length >= maxLength;
  const counted = multiline || length >= maxLength * SHORT_FIELD_COUNT_FROM;
  const message = error
    ? helperText
    : full
      ? t('validation.tooLong', { count: maxLength })
      : helperText;
  const htmlInput = (slotProps?.htmlInput ?? {}) as Record<string, unknown>;
  return (
    <TextField
      {...props}
      value={value}
      multiline={multiline}
      error={error}
      slotProps={{ ...slotProps, htmlInput: { dir: 'auto', ...htmlInput, maxLength } }}
      helperText={
        message || counted ? (
          <Box component="span" sx={{ display: 'flex', gap: 2, justifyContent: 'space-between' }}>
            <span>{message}</span>
            {counted ? (
              <Box
                component="span"
                data-testid="character-count"
                // "60 / 1000" reads the same way on right-to-left pages.
                dir="ltr"
                sx={{ flexShrink: 0, fontVariantNumeric: 'tabular-nums', unicodeBidi: 'isolate' }}
              >
                {t('validation.characterCount', { length, max: maxLength })}
              </Box>
            ) : null}
          </Box>
        ) : undefined
      }
    />
  );
}
