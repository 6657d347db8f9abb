import { randomBytes } from 'node:crypto';
import {
  type TestClientKind,
  TestHttpClient,
  type TestHttpClientOptions,
  type TestResponse,
  uniqueTestIp,
} from '../../test/http-client.ts';
import { type MailCatcher, startMailCatcher } from '../../test/mail-catcher.ts';
import { startTestServer, type TestServer } from '../../test/test-server.ts';
import { OPENAPI_PATH, OpenApiContract } from './openapi-contract.ts';

/** Loaded once per file; null (and the suite skipped, saying why) when the document is absent. */
export const contract = OpenApiContract.load();
if (!contract) {
  console.warn(`Skipping the auth contract tests: ${OPENAPI_PATH} is missing.`);
}

/** The stores the session and rate-limit tests run on: always the default, Redis when given. */
export const storeBackends: { name: string; env: () => Record<string, string> }[] = [
  { name: 'database sessions, memory rate limits', env: () => ({}) },
  ...(process.env.TEST_REDIS_URL
    ? [
        {
          name: 'Redis sessions and rate limits',
          env: () => ({
            REDIS_URL: process.env.TEST_REDIS_URL as string,
            REDIS_KEY_PREFIX: `charla-test:${randomBytes(6).toString('hex')}:`,
          }),
        },
      ]
    : []),
];

export type AuthTestKit = {
  server: TestServer;
  mail: MailCatcher;
  /** A new client acting as a distinct visitor (own IP); every response is checked against the contract. */
  client(kind: TestClientKind, options?: TestHttpClientOptions): TestHttpClient;
  close(): Promise<void>;
};

/** A server on loopback SMTP, trusting one proxy hop so each client can have its own IP. */
export async function startAuthTestServer(env: Record<string, string> = {}): Promise<AuthTestKit> {
  const mail = await startMailCatcher();
  const server = await startTestServer({ SMTP_URL: mail.url, TRUSTED_PROXY_COUNT: '1', ...env });
  return {
    server,
    mail,
    client: (kind, options = {}) =>
      new TestHttpClient(server.url, kind, {
        ip: uniqueTestIp(),
        ...options,
        onResponse: (response: TestResponse) => {
          contract?.check(response);
          options.onResponse?.(response);
        },
      }),
    async close() {
      await server.close();
      await mail.close();
    },
  };
}

/** The key at the end of a mailed link (/accounts/verify-email/{key}, …/reset/key/{key}). */
export function keyFromLink(links: string[], kind: 'verify' | 'reset'): string {
  const pattern =
    kind === 'verify'
      ? /\/accounts\/verify-email\/([\w-]+)$/
      : /\/accounts\/password\/reset\/key\/([\w-]+)$/;
  for (const link of links) {
    const match = pattern.exec(link);
    if (match?.[1]) return match[1];
  }
  throw new Error(`no ${kind} link in ${links.join(', ')}`);
}

/** Small readers for the loosely typed envelope. */
export const read = {
  flows: (response: TestResponse) =>
    (response.body.data as { flows?: { id: string; is_pending?: boolean }[] } | undefined)?.flows ??
    [],
  pendingFlow: (response: TestResponse) =>
    read.flows(response).find((flow) => flow.is_pending)?.id ?? null,
  user: (response: TestResponse) =>
    (response.body.data as { user?: Record<string, unknown> } | undefined)?.user,
  list: <T>(response: TestResponse) => (response.body.data ?? []) as T[],
  errorCodes: (response: TestResponse) => (response.body.errors ?? []).map((e) => e.code),
};

/** Every operation a test file drove, for the per-file coverage assertion. */
export function exercised(): Set<string> {
  return new Set(contract?.checks.map((check) => check.operation) ?? []);
}
