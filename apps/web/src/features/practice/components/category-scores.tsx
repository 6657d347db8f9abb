import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import type { FeedbackCategory } from '../../../gql/graphql.ts';
import { feedbackCategoryLabel } from '../../evaluation/evaluation-text.ts';

const BAR_HEIGHT_PX = 44;

/** The charts library is large: its chunk loads after the page, which shows the numbers first. */
const CategoryBars = lazy(() =>
  import('./category-bars.tsx').then((module) => ({ default: module.CategoryBars })),
);

/**
 * The score per graded category: bars (0–100, in the theme's colours, growing from the start
 * side in right-to-left pages too) with the numbers beside them in a list that screen readers
 * read; a category the tutor could not assess has no bar and says so.
 */
export function CategoryScores({
  scores,
}: {
  scores: readonly { category: FeedbackCategory; score: number | null; weight: number }[];
}) {
  const { t } = useTranslation();
  const labels = scores.map((entry) => feedbackCategoryLabel(t, entry.category));
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'minmax(0, 1fr) minmax(180px, 240px)' },
        alignItems: 'center',
      }}
    >
      <Box aria-hidden sx={{ minWidth: 0, minHeight: scores.length * BAR_HEIGHT_PX + 50 }}>
        <Suspense fallback={null}>
          <CategoryBars
            labels={labels}
            scores={scores.map((entry) => entry.score)}
            height={scores.length * BAR_HEIGHT_PX + 50}
          />
        </Suspense>
      </Box>
      <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: '1fr auto', gap: 1 }}>
        {scores.map((entry, index) => (
          <Box key={entry.category} sx={{ display: 'contents' }}>
            <Typography component="dt" variant="body2">
              {labels[index]}
              <Typography component="span" variant="caption" color="text.secondary">
                {` · ${t('practiceResult.weight', { weight: entry.weight })}`}
              </Typography>
            </Typography>
            <Typography
              component="dd"
              variant="body2"
              sx={{ m: 0, fontWeight: 700, textAlign: 'end', fontVariantNumeric: 'tabular-nums' }}
            >
              {entry.score === null ? (
                t('practiceResult.notAssessed')
              ) : (
                <bdi dir="ltr">{`${entry.score} / 100`}</bdi>
              )}
            </Typography>
          </Box>
        ))}
      </Box>
    </Box>
  );
}
