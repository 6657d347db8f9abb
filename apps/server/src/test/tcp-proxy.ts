import { once } from 'node:events';
import { createServer, Socket } from 'node:net';

export type TcpProxy = {
  port: number;
  /** Drops every connection and refuses new ones, as a database that went away. */
  cut(): void;
  /** Lets connections through again. */
  restore(): void;
  close(): Promise<void>;
};

/**
 * A loopback TCP proxy to `target`, to take a shared service (PostgreSQL) away from one server
 * process and give it back, without touching the service itself.
 */
export async function startTcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  let open = true;
  const pairs = new Set<[Socket, Socket]>();
  const server = createServer((client) => {
    if (!open) {
      client.destroy();
      return;
    }
    const upstream = new Socket();
    const pair: [Socket, Socket] = [client, upstream];
    pairs.add(pair);
    const drop = () => {
      pairs.delete(pair);
      client.destroy();
      upstream.destroy();
    };
    client.on('error', drop).on('close', drop);
    upstream.on('error', drop).on('close', drop);
    upstream.connect(target.port, target.host, () => {
      client.pipe(upstream);
      upstream.pipe(client);
    });
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('proxy has no port');
  const cut = () => {
    open = false;
    for (const [client, upstream] of [...pairs]) {
      client.destroy();
      upstream.destroy();
    }
    pairs.clear();
  };
  return {
    port: address.port,
    cut,
    restore() {
      open = true;
    },
    async close() {
      cut();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
