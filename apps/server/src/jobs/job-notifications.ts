import pg from 'pg';
import { JOBS_CHANNEL } from './job-store.ts';

export type JobNotifications = { close(): Promise<void> };

/**
 * LISTENs for new jobs on a connection of its own (outside the pool, which it would otherwise hold
 * forever) and calls `onJob` with the queue's name. Notifications only shorten the wait: polling
 * still finds every job, so a lost connection is reported and retried, never fatal.
 */
export function listenForJobs({
  connectionString,
  onJob,
  onError,
  reconnectDelayMs,
}: {
  connectionString: string;
  onJob: (queue: string) => void;
  onError: (error: unknown) => void;
  reconnectDelayMs: number;
}): JobNotifications {
  let client: pg.Client | null = null;
  let closed = false;
  let reconnectTimer: NodeJS.Timeout | undefined;

  const drop = (lost: pg.Client) => {
    if (client !== lost) return;
    client = null;
    void lost.end().catch(() => undefined);
    if (!closed) {
      reconnectTimer = setTimeout(() => {
        connecting = connect();
      }, reconnectDelayMs);
      reconnectTimer.unref();
    }
  };

  const connect = async () => {
    const next = new pg.Client({ connectionString });
    next.on('notification', (message) => {
      if (message.channel === JOBS_CHANNEL && message.payload) onJob(message.payload);
    });
    next.on('error', (error) => {
      onError(error);
      drop(next);
    });
    client = next;
    try {
      await next.connect();
      await next.query(`listen ${JOBS_CHANNEL}`);
    } catch (error) {
      if (closed) return;
      onError(error);
      drop(next);
    }
  };

  let connecting = connect();

  return {
    async close() {
      closed = true;
      clearTimeout(reconnectTimer);
      await connecting;
      const last = client;
      client = null;
      await last?.end().catch(() => undefined);
    },
  };
}
