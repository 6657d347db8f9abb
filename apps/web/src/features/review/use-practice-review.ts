import { useCallback, useEffect, useSyncExternalStore } from 'react';
import type { PracticeReviewQuery } from '../../gql/graphql.ts';
import { graphqlRequest } from '../../lib/graphql-client.ts';
import { reportError } from '../../lib/report-error.ts';
import { PracticeReviewDocument } from './api/practice-review-query.ts';

export type ReviewedIntent = NonNullable<PracticeReviewQuery['practiceIntent']>;

type Entry = { data: ReviewedIntent | null; loading: Promise<void> | null };

const entries = new Map<string, Entry>();
const listeners = new Set<() => void>();
const notify = () => {
  for (const listener of listeners) listener();
};

function load(intentId: string): Promise<void> {
  const entry = entries.get(intentId) ?? { data: null, loading: null };
  entries.set(intentId, entry);
  const loading = graphqlRequest(PracticeReviewDocument, { id: intentId })
    .then(({ practiceIntent }) => {
      entries.set(intentId, { data: practiceIntent ?? null, loading: null });
      notify();
    })
    .catch(reportError);
  entries.set(intentId, { ...entry, loading });
  return loading;
}

/**
 * The review state of one attempt, read once and shared by every review control of the page
 * (the attempt's panel and each answer's), so the result page's own query stays as it is.
 */
export function usePracticeReview(intentId: string) {
  const data = useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => entries.get(intentId)?.data ?? null,
  );
  useEffect(() => {
    const entry = entries.get(intentId);
    if (!entry || (!entry.data && !entry.loading)) void load(intentId);
  }, [intentId]);
  const reload = useCallback(() => load(intentId), [intentId]);
  return { intent: data, reload };
}
