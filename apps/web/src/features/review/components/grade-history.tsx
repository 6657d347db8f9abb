import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { formatDateTime, useViewerTimeZone } from '../../../lib/time-zone.ts';
import { correctnessLabel } from '../../practice/components/correctness-chip.tsx';
import type { ReviewedIntent } from '../use-practice-review.ts';

type Change = NonNullable<ReviewedIntent['review']>['changes'][number];

/** Who changed which grade and when, newest first. */
export function GradeHistory({ intent, changes }: { intent: ReviewedIntent; changes: Change[] }) {
  const { t, i18n } = useTranslation();
  const zone = useViewerTimeZone();
  if (changes.length === 0) return null;
  const excerpt = (messageId: string) => {
    const text = intent.messages.find((message) => message.id === messageId)?.text ?? '';
    return text.length > 40 ? `${text.slice(0, 40)}…` : text;
  };
  return (
    <Box component="section" aria-labelledby="grade-history-title" sx={{ mt: 3 }}>
      <Typography id="grade-history-title" variant="subtitle2" component="h3" sx={{ mb: 1 }}>
        {t('review.history')}
      </Typography>
      <Box component="ol" sx={{ m: 0, ps: 2.5, display: 'grid', gap: 0.5 }}>
        {changes.map((change) => {
          const who = change.teacherName ?? t('review.someone');
          const when = formatDateTime(change.changedAt, i18n.language, zone);
          return (
            <Typography component="li" variant="body2" key={change.id}>
              {change.messageId && change.correctnessBefore && change.correctnessAfter
                ? t('review.historyAnswer', {
                    who,
                    when,
                    text: excerpt(change.messageId),
                    from: correctnessLabel(t, change.correctnessBefore),
                    to: correctnessLabel(t, change.correctnessAfter),
                  })
                : t('review.historyAttempt', {
                    who,
                    when,
                    from: change.overallScoreBefore ?? '—',
                    to: change.overallScoreAfter ?? '—',
                  })}
              {change.comment ? (
                <Typography component="span" variant="body2" color="text.secondary" dir="auto">
                  {' '}
                  “{change.comment}”
                </Typography>
              ) : null}
            </Typography>
          );
        })}
      </Box>
    </Box>
  );
}
