import ArrowForward from '@mui/icons-material/ArrowForward';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { feedbackCategoryLabel } from '../../evaluation/evaluation-text.ts';
import type { PracticeMessage } from '../conversation-state.ts';

/**
 * The feedback on a student line: per item its skill, what was found (in the interface
 * language) and, where there is one, the words concerned and the suggested correction.
 */
export function FeedbackList({
  feedback,
  lang,
}: {
  feedback: PracticeMessage['feedback'];
  /** The practised language, for the excerpt and the suggestion. */
  lang: string;
}) {
  const { t } = useTranslation();
  if (feedback.length === 0) return null;
  return (
    <Box component="ul" sx={{ m: 0, p: 0, listStyle: 'none', display: 'grid', gap: 0.75 }}>
      {feedback.map((item) => (
        <Box
          component="li"
          key={`${item.code}-${item.span?.start ?? ''}-${item.message}`}
          sx={{
            borderInlineStart: 3,
            borderColor: item.severity === 'error' ? 'error.main' : 'info.main',
            ps: 1.25,
            py: 0.25,
          }}
        >
          <Typography variant="body2">
            <Box component="span" sx={{ fontWeight: 600 }}>
              {feedbackCategoryLabel(t, item.category)}
              {item.severity === 'error' ? '' : ` · ${t('practiceSession.feedback.advice')}`}
            </Box>
            {' — '}
            <Box component="span" dir="auto">
              {item.message}
            </Box>
          </Typography>
          {item.excerpt || item.suggestion ? (
            <Typography
              variant="body2"
              component="p"
              sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 0.75, mt: 0.25 }}
            >
              {item.excerpt ? (
                <Box
                  component="del"
                  lang={lang}
                  dir="auto"
                  sx={{ color: 'error.main', textDecorationThickness: 2 }}
                >
                  {item.excerpt}
                </Box>
              ) : null}
              {item.excerpt && item.suggestion ? (
                <ArrowForward
                  fontSize="inherit"
                  aria-label={t('practiceSession.feedback.becomes')}
                  sx={{ transform: (theme) => (theme.direction === 'rtl' ? 'scaleX(-1)' : 'none') }}
                />
              ) : null}
              {item.suggestion ? (
                <Box
                  component="ins"
                  lang={lang}
                  dir="auto"
                  sx={{ color: 'success.main', textDecoration: 'none', fontWeight: 600 }}
                >
                  {item.suggestion}
                </Box>
              ) : null}
            </Typography>
          ) : null}
        </Box>
      ))}
    </Box>
  );
}
