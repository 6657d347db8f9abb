import pg from 'pg';

export type PostgresListener = { close(): Promise<void> };

/**
 * LISTENs on one PostgreSQL channel on a connection of its own (outside the pool, which it would
 * otherwise hold forever) and calls `onMessage` with each payload. A lost connection is reported
 * and opened again after `reconnectDelayMs`, never fatal: what is announced here must also be
 * found another way (the job queue polls; a practice client reads the state back on reconnect).
 */
export function listenOnPostgres({
  connectionString,
  channel,
  onMessage,
  onError,
  reconnectDelayMs,
}: {
  connectionString: string;
  channel: string;
  onMessage: (payload: string) => void;
  onError: (error: unknown) => void;
  reconnectDelayMs: number;
}): PostgresListener {
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
      if (message.channel === channel && message.payload) onMessage(message.payload);
    });
    next.on('error', (error) => {
      onError(error);
      drop(next);
    });
    client = next;
    try {
      await next.connect();
      await next.query(`listen ${pg.escapeIdentifier(channel)}`);
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
