import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { type BrowserFamily, browserFamily } from '../browser-family.ts';

export type MicrophoneProblem = 'denied' | 'noDevice' | 'busy' | 'unsupported';

const FAMILIES: readonly BrowserFamily[] = ['chromium', 'firefox', 'safari'];

function steps(t: TFunction, problem: 'denied' | 'noDevice', family: BrowserFamily): string {
  if (problem === 'denied') {
    return family === 'chromium'
      ? t('speaking.problem.denied.chromium')
      : family === 'firefox'
        ? t('speaking.problem.denied.firefox')
        : t('speaking.problem.denied.safari');
  }
  return family === 'chromium'
    ? t('speaking.problem.noDevice.chromium')
    : family === 'firefox'
      ? t('speaking.problem.noDevice.firefox')
      : t('speaking.problem.noDevice.safari');
}

function title(t: TFunction, problem: MicrophoneProblem): string {
  switch (problem) {
    case 'denied':
      return t('speaking.problem.denied.title');
    case 'noDevice':
      return t('speaking.problem.noDevice.title');
    case 'busy':
      return t('speaking.problem.busy.title');
    case 'unsupported':
      return t('speaking.problem.unsupported.title');
  }
}

/**
 * Why the microphone cannot be used and what to do, with the steps of this browser first
 * (Chrome/Edge, Firefox, Safari) and the others after it.
 */
export function MicrophoneHelp({
  problem,
  onRetry,
  userAgent = typeof navigator === 'undefined' ? '' : navigator.userAgent,
}: {
  problem: MicrophoneProblem;
  onRetry?: () => void;
  userAgent?: string;
}) {
  const { t } = useTranslation();
  const current = browserFamily(userAgent);
  const ordered = current ? [current, ...FAMILIES.filter((f) => f !== current)] : FAMILIES;
  return (
    <Alert
      severity={problem === 'denied' ? 'error' : 'warning'}
      data-microphone-problem={problem}
      action={
        onRetry && problem !== 'unsupported' ? (
          <Button color="inherit" size="small" onClick={onRetry}>
            {t('speaking.problem.retry')}
          </Button>
        ) : undefined
      }
    >
      <AlertTitle>{title(t, problem)}</AlertTitle>
      {problem === 'busy' ? (
        <Typography variant="body2">{t('speaking.problem.busy.body')}</Typography>
      ) : null}
      {problem === 'unsupported' ? (
        <Typography variant="body2">{t('speaking.problem.unsupported.body')}</Typography>
      ) : null}
      {problem === 'denied' || problem === 'noDevice' ? (
        <>
          <Typography variant="body2" sx={{ mb: 1 }}>
            {problem === 'denied'
              ? t('speaking.problem.denied.body')
              : t('speaking.problem.noDevice.body')}
          </Typography>
          <Box component="ul" sx={{ m: 0, ps: 2.5, display: 'grid', gap: 0.5 }}>
            {ordered.map((family) => (
              <Typography
                component="li"
                variant="body2"
                key={family}
                data-browser={family}
                sx={{ fontWeight: family === current ? 600 : undefined }}
              >
                {steps(t, problem, family)}
              </Typography>
            ))}
          </Box>
        </>
      ) : null}
    </Alert>
  );
}
