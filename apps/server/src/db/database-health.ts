/** A check that does not answer within this time counts as a failure. */
const CHECK_TIMEOUT_MS = 2000;
/** While the database is unreachable, it is tried this often; requests meanwhile answer 503. */
const PROBE_INTERVAL_MS = 500;

/**
 * Whether the database answers, as far as this process knows. Requests do not wait for a lost
 * database: a request that failed unexpectedly asks `stillReachable()`, which checks once (within
 * two seconds); from a failed check on, every request is refused at once with 503 while a probe
 * tries the database twice a second, and service resumes by itself when it answers.
 */
export type DatabaseHealth = {
  readonly reachable: boolean;
  /** After an unexpected failure: checks the database and says whether it still answers. */
  stillReachable(): Promise<boolean>;
  close(): void;
};

export function createDatabaseHealth(
  /** A check on a connection of its own (`Database.probe`): a busy pool is not an outage. */
  ping: () => Promise<void>,
  options: { onChange?: (reachable: boolean) => void } = {},
): DatabaseHealth {
  let reachable = true;
  let probe: NodeJS.Timeout | undefined;
  let closed = false;

  const answers = async () => {
    let timer: NodeJS.Timeout | undefined;
    try {
      await Promise.race([
        ping(),
        new Promise((_, reject) => {
          timer = setTimeout(() => reject(new Error('no answer')), CHECK_TIMEOUT_MS);
        }),
      ]);
      return true;
    } catch {
      return false;
    } finally {
      clearTimeout(timer);
    }
  };

  const markUnreachable = () => {
    if (!reachable || closed) return;
    reachable = false;
    options.onChange?.(false);
    const tryAgain = async () => {
      if (closed) return;
      if (await answers()) {
        reachable = true;
        options.onChange?.(true);
        return;
      }
      probe = setTimeout(tryAgain, PROBE_INTERVAL_MS);
      probe.unref();
    };
    probe = setTimeout(tryAgain, PROBE_INTERVAL_MS);
    probe.unref();
  };

  return {
    get reachable() {
      return reachable;
    },
    async stillReachable() {
      if (!reachable) return false;
      if (await answers()) return true;
      markUnreachable();
      return false;
    },
    close() {
      closed = true;
      clearTimeout(probe);
    },
  };
}
