import FactCheck from '@mui/icons-material/FactCheckOutlined';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ComponentType, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { AuthoredText } from '../../../components/authored-text.tsx';
import { EmptyState } from '../../../components/empty-state.tsx';
import { paths } from '../../../config/paths.ts';
import type { ReviewQueueQuery } from '../../../gql/graphql.ts';
import { reviewReasonLabel } from '../review-reason-labels.ts';

/**
 * The teacher home's "Needs review": finished attempts nobody marked reviewed, those the tutor
 * is least sure of or that look wrong first, each with its reasons. The page's loader reads the
 * queue with the rest of the page, so the card is there from its first paint.
 */
export function ReviewQueueCard({
  Frame,
  queue,
}: {
  /** The page's section card. */
  Frame: ComponentType<{ title: string; titleId?: string; children: ReactNode }>;
  queue: ReviewQueueQuery['practiceReviewQueue'];
}) {
  const { t } = useTranslation();
  return (
    <Box component="section" aria-labelledby="review-queue-title" data-testid="review-queue">
      <Frame
        title={t('reviewQueue.title', { total: queue.totalCount })}
        titleId="review-queue-title"
      >
        {queue.items.length === 0 ? (
          <EmptyState
            compact
            icon={<FactCheck />}
            title={t('reviewQueue.empty')}
            description={t('reviewQueue.emptyHint')}
          />
        ) : (
          <Box component="ul" sx={{ m: 0, p: 0, listStyle: 'none' }}>
            {queue.items.map((item) => (
              <Box
                component="li"
                key={item.intent.id}
                sx={{ py: 1.5, '& + &': { borderTop: 1, borderColor: 'divider' } }}
                data-testid="review-queue-item"
              >
                <Box sx={{ display: 'flex', gap: 1, alignItems: 'baseline', flexWrap: 'wrap' }}>
                  <Link
                    component={RouterLink}
                    to={paths.activities.practiceIntent.detail.getHref(item.intent.id)}
                    sx={{ fontWeight: 600 }}
                    dir="auto"
                  >
                    {item.studentName}
                  </Link>
                  <Typography variant="body2" color="text.secondary">
                    {item.intent.overallScore === null
                      ? null
                      : t('reviewQueue.score', { score: item.intent.overallScore })}
                  </Typography>
                </Box>
                <AuthoredText variant="body2" color="text.secondary" noWrap>
                  {`${item.intent.scenarioTitle} · ${item.assignmentTitle}`}
                </AuthoredText>
                {item.reasons.length > 0 ? (
                  <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.5, mt: 0.75 }}>
                    {item.reasons.map((reason) => (
                      <Chip
                        key={reason}
                        size="small"
                        variant="outlined"
                        color="warning"
                        label={reviewReasonLabel(t, reason)}
                      />
                    ))}
                  </Stack>
                ) : null}
              </Box>
            ))}
          </Box>
        )}
        {queue.totalCount > queue.items.length ? (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
            {t('reviewQueue.more', { count: queue.totalCount - queue.items.length })}
          </Typography>
        ) : null}
      </Frame>
    </Box>
  );
}
