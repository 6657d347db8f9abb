import Mic from '@mui/icons-material/Mic';
import Send from '@mui/icons-material/Send';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type KeyboardEvent, type Ref, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { usePrerendering } from '../../../lib/prerendered-page.ts';

/** The server's limit on one message (MESSAGE_MAX_LENGTH). */
export const MESSAGE_MAX_LENGTH = 2000;

/**
 * The student's message box: Enter sends, Shift+Enter starts a new line; a counter shows the
 * characters left of the limit. Disabled while a message is being sent.
 */
export function MessageComposer({
  value,
  onChange,
  onSend,
  sending,
  disabled,
  lang,
  inputRef,
  onRecord,
}: {
  value: string;
  onChange(value: string): void;
  onSend(): void;
  sending: boolean;
  disabled: boolean;
  lang: string;
  inputRef?: Ref<HTMLTextAreaElement>;
  /** Offers the microphone beside the box: answer by voice instead. */
  onRecord?: () => void;
}) {
  const { t, i18n } = useTranslation();
  const counterId = useId();
  const length = value.length;
  const prerendering = usePrerendering();
  const tooLong = length > MESSAGE_MAX_LENGTH;
  const canSend = !sending && !disabled && value.trim().length > 0 && !tooLong;
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    if (canSend) onSend();
  };
  return (
    <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-end' }}>
      <Box sx={{ flexGrow: 1, minWidth: 0 }}>
        <TextField
          fullWidth
          multiline
          minRows={1}
          maxRows={6}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          onKeyDown={onKeyDown}
          disabled={disabled || sending}
          label={t('practiceSession.composer.label')}
          placeholder={t('practiceSession.composer.placeholder')}
          error={tooLong}
          inputRef={inputRef}
          slotProps={{
            htmlInput: {
              lang,
              // The student may write the practised language whatever the interface's direction,
              // so the text takes its own; an empty box would resolve to left to right and lay
              // the placeholder, in the interface's language, out backwards.
              dir: value ? 'auto' : i18n.dir(),
              'aria-describedby': counterId,
              // Painted by the server: what is typed waits for the app (it would be lost).
              readOnly: prerendering,
            },
          }}
        />
        <Typography
          id={counterId}
          variant="caption"
          color={tooLong ? 'error' : 'text.secondary'}
          // "12 / 2000" as the form fields count (LimitedTextField), on right-to-left pages too.
          dir="ltr"
          sx={{ display: 'block', textAlign: 'right', mt: 0.25 }}
        >
          {t('practiceSession.composer.counter', { length, max: MESSAGE_MAX_LENGTH })}
        </Typography>
      </Box>
      {onRecord ? (
        <IconButton
          color="primary"
          onClick={onRecord}
          disabled={disabled || sending}
          aria-label={t('speaking.recorder.answerByVoice')}
          sx={{ mb: 3, border: 1, borderColor: 'divider' }}
        >
          <Mic />
        </IconButton>
      ) : null}
      <IconButton
        color="primary"
        onClick={onSend}
        disabled={!canSend}
        aria-label={t('practiceSession.composer.send')}
        sx={{
          mb: 3,
          bgcolor: 'primary.main',
          color: 'primary.contrastText',
          '&:hover': { bgcolor: 'primary.dark' },
          '&.Mui-disabled': { bgcolor: 'action.disabledBackground' },
        }}
      >
        <Send sx={{ transform: (theme) => (theme.direction === 'rtl' ? 'scaleX(-1)' : 'none') }} />
      </IconButton>
    </Box>
  );
}
