import { APICallError } from 'ai';

export type RetryPolicy = {
  maxRetries: number;
  /** First wait; doubles on each retry unless the server's Retry-After says otherwise. */
  initialDelayMs: number;
};

const MAX_RETRY_AFTER_MS = 30_000;

/** Rate limits (429) and server errors (5xx) are worth another try; the rest are not. */
export function isRetryable(error: unknown): boolean {
  if (!APICallError.isInstance(error)) return false;
  const status = error.statusCode ?? 0;
  return status === 429 || status >= 500;
}

export function retryDelayMs(error: unknown, attempt: number, policy: RetryPolicy): number {
  const backoff = policy.initialDelayMs * 2 ** attempt;
  if (!APICallError.isInstance(error)) return backoff;
  const headers = error.responseHeaders ?? {};
  const afterMs = Number.parseFloat(headers['retry-after-ms'] ?? '');
  const afterSeconds = Number.parseFloat(headers['retry-after'] ?? '');
  const fromServer = Number.isFinite(afterMs)
    ? afterMs
    : Number.isFinite(afterSeconds)
      ? afterSeconds * 1000
      : NaN;
  return Number.isFinite(fromServer) && fromServer >= 0
    ? Math.min(fromServer, MAX_RETRY_AFTER_MS)
    : backoff;
}

export function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(signal.reason);
      return;
    }
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal?.reason);
    };
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}

/** Runs `call`, retrying retryable failures with exponential backoff. */
export async function withRetries<T>(
  call: () => Promise<T>,
  policy: RetryPolicy,
  signal?: AbortSignal,
): Promise<T> {
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await call();
    } catch (error) {
      if (attempt >= policy.maxRetries || !isRetryable(error)) throw error;
      await sleep(retryDelayMs(error, attempt, policy), signal);
    }
  }
}
