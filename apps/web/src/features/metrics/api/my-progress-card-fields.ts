/**
 * What the student home's progress card reads: append to the page's query and select
 * `...MyProgressCardFields` on `studentMetrics(range: thisWeekRange(…))`, so the figures arrive
 * with the page instead of in a request of their own after it renders.
 */
export const MY_PROGRESS_CARD_FIELDS = /* GraphQL */ `
  fragment MyProgressCardFields on StudentMetrics {
    totals {
      practiceSeconds
    }
    streakDays
  }
`;
