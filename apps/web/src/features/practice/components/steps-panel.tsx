import CheckCircle from '@mui/icons-material/CheckCircle';
import RadioButtonUnchecked from '@mui/icons-material/RadioButtonUnchecked';
import TripOrigin from '@mui/icons-material/TripOrigin';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { AuthoredText } from '../../../components/authored-text.tsx';

export type SessionStep = { id: string; title: string; goal: string | null };

/**
 * The scenario's steps with the current one highlighted (its goal when the attempt shows goals);
 * on a phone only the current step, the list would push the conversation off the screen.
 */
export function StepsPanel({
  steps,
  currentIndex,
  finished,
}: {
  steps: readonly SessionStep[];
  currentIndex: number;
  finished: boolean;
}) {
  const { t } = useTranslation();
  const current = steps[currentIndex];
  return (
    <Paper variant="outlined" sx={{ p: { xs: 1.5, md: 2 }, borderRadius: 3 }}>
      <Typography variant="overline" component="h2" color="text.secondary" sx={{ lineHeight: 1.6 }}>
        {t('practiceSession.steps.title')}
      </Typography>
      <Box sx={{ display: { xs: 'block', md: 'none' } }}>
        {current ? (
          <>
            <Typography variant="body2" sx={{ fontWeight: 600 }}>
              {t('practiceSession.steps.progress', {
                current: currentIndex + 1,
                total: steps.length,
              })}
            </Typography>
            <AuthoredText variant="body2" sx={{ fontWeight: 600 }}>
              {current.title}
            </AuthoredText>
            {current.goal ? (
              <AuthoredText variant="body2" color="text.secondary">
                {current.goal}
              </AuthoredText>
            ) : null}
          </>
        ) : null}
      </Box>
      <Box
        component="ol"
        sx={{ display: { xs: 'none', md: 'grid' }, gap: 1, m: 0, p: 0, listStyle: 'none' }}
      >
        {steps.map((step, index) => {
          const done = finished || index < currentIndex;
          const isCurrent = !finished && index === currentIndex;
          return (
            <Box
              component="li"
              key={step.id}
              aria-current={isCurrent ? 'step' : undefined}
              sx={{
                display: 'flex',
                gap: 1,
                p: 1,
                borderRadius: 2,
                bgcolor: isCurrent ? 'action.selected' : 'transparent',
              }}
            >
              {done ? (
                <CheckCircle fontSize="small" color="success" aria-hidden />
              ) : isCurrent ? (
                <TripOrigin fontSize="small" color="primary" aria-hidden />
              ) : (
                <RadioButtonUnchecked fontSize="small" color="disabled" aria-hidden />
              )}
              <Box sx={{ minWidth: 0 }}>
                <Typography
                  variant="body2"
                  component="p"
                  sx={{ fontWeight: isCurrent ? 600 : 400 }}
                >
                  <Box component="span" sx={{ color: 'text.secondary' }}>
                    {`${index + 1}. `}
                  </Box>
                  <Box component="span" dir="auto">
                    {step.title}
                  </Box>
                  {done ? (
                    <Box component="span" sx={{ color: 'text.secondary' }}>
                      {` — ${t('practiceSession.steps.done')}`}
                    </Box>
                  ) : null}
                </Typography>
                {isCurrent && step.goal ? (
                  <AuthoredText variant="body2" color="text.secondary">
                    {step.goal}
                  </AuthoredText>
                ) : null}
              </Box>
            </Box>
          );
        })}
      </Box>
    </Paper>
  );
}
