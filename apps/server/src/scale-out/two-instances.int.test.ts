import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { read } from '../auth/test/auth-test-kit.ts';
import { attachToScenario } from '../media/media.test-helpers.ts';
import { createScenarioAs } from '../scenarios/scenario.test-helpers.ts';
import { createTestUser } from '../test/auth-clients.ts';
import { graphqlClient } from '../test/graphql-clients.ts';
import { TestHttpClient, uniqueTestIp } from '../test/http-client.ts';
import { startS3TestServer } from '../test/s3-test-server.ts';
import {
  type ClusterStores,
  clusterSkipReason,
  type ServerCluster,
  startServerCluster,
} from '../test/server-cluster.ts';
import type { ServerProcess } from '../test/server-process.ts';
import { buildTeacher, languageId } from '../test/world-factories.ts';
import { fileOf, noisePng } from '../uploads/test-files.ts';
import { practiceAttemptOn } from './practice-on-instances.test-helpers.ts';

const variants: { stores: ClusterStores; skipReason: string | null }[] = (
  ['postgres+redis', 'postgres'] as const
).map((stores) => ({ stores, skipReason: clusterSkipReason(stores) }));
for (const { stores, skipReason } of variants) {
  if (skipReason) console.warn(`two instances on ${stores}: skipped (${skipReason})`);
}

/** Media on S3, shared by the instances (an upload through A is served through B). */
const s3 = await startS3TestServer();
const s3SkipReason = 'unavailable' in s3 ? s3.unavailable : null;
if (s3SkipReason) console.warn(`two instances, media: skipped (${s3SkipReason})`);
afterAll(async () => {
  if (!('unavailable' in s3)) await s3.close();
});

/** The same browser (cookies, CSRF token, address) talking to another instance. */
function sameBrowserOn(instance: ServerProcess, browser: TestHttpClient): TestHttpClient {
  const moved = new TestHttpClient(instance.url, 'browser', browser.options);
  for (const [name, value] of browser.cookies) moved.cookies.set(name, value);
  return moved;
}

describe.each(variants)('two server processes sharing $stores', ({ stores, skipReason }) => {
  let cluster: ServerCluster;
  /** A answers and never grades; B grades (and serves too). */
  let a: ServerProcess;
  let b: ServerProcess;
  beforeAll(async () => {
    if (skipReason) return;
    cluster = await startServerCluster([{ TUTOR_GRADING_WORKER: 'false' }, {}], {
      stores,
      sharedEnv: 'unavailable' in s3 ? {} : s3.env,
    });
    [a, b] = cluster.instances as [ServerProcess, ServerProcess];
  }, 120_000);
  afterAll(async () => {
    await cluster?.close();
  });

  it.skipIf(skipReason)(
    'keeps a browser signed in on A signed in on B, and signing out on B ends it on A',
    async () => {
      const { email, password } = await createTestUser(cluster.server);
      const onA = new TestHttpClient(a.url, 'browser', { ip: uniqueTestIp() });
      expect((await onA.auth('POST', '/auth/login', { email, password })).status).toBe(200);

      const onB = sameBrowserOn(b, onA);
      const session = await onB.auth('GET', '/auth/session');
      expect(session.status).toBe(200);
      expect((session.body.data as { user: { email: string } }).user.email).toBe(email);
      // An unsafe request: B accepts the CSRF token A handed out.
      expect((await onB.auth('DELETE', '/auth/session')).status).toBe(401);
      expect((await onA.auth('GET', '/auth/session')).status).toBe(401);
    },
  );

  it.skipIf(skipReason)(
    'counts failed logins of one account on A and B together, then refuses it on both',
    async () => {
      const { email, password } = await createTestUser(cluster.server);
      // Five wrong passwords (login_failed: 5/5m/key), alternating instances and addresses.
      for (const instance of [a, b, a, b, a]) {
        const client = new TestHttpClient(instance.url, 'app', { ip: uniqueTestIp() });
        const failed = await client.auth('POST', '/auth/login', {
          email,
          password: 'wrong-password-x',
        });
        expect(read.errorCodes(failed)).toEqual(['email_password_mismatch']);
      }
      for (const instance of [a, b]) {
        const client = new TestHttpClient(instance.url, 'app', { ip: uniqueTestIp() });
        const blocked = await client.auth('POST', '/auth/login', { email, password });
        expect(read.errorCodes(blocked)).toEqual(['too_many_login_attempts']);
      }
    },
  );

  it.skipIf(skipReason)(
    "delivers the grade B's worker makes to a student subscribed on A",
    async () => {
      const { events, send } = await practiceAttemptOn(cluster, a);
      const messageId = await send();
      const graded = await events.next(
        (event) =>
          event.practiceIntentEvents.kind === 'MESSAGE_GRADED' &&
          event.practiceIntentEvents.message?.id === messageId,
        20_000,
      );
      events.close();
      expect(['YES', 'PARTIAL', 'NO']).toContain(graded.practiceIntentEvents.message?.correctness);
    },
    60_000,
  );
  it.skipIf(skipReason || s3SkipReason)(
    'serves a picture uploaded through A from B, signed with the key both share',
    async () => {
      const { db } = cluster.server.database;
      const teacher = await buildTeacher(db);
      const onA = await graphqlClient({ ...cluster.server, url: a.url }, teacher.user);
      const scenario = await createScenarioAs(onA, await languageId(db, 'es'));
      const picture = await attachToScenario(
        onA,
        scenario.id,
        fileOf(await noisePng(120, 80), 'map.png'),
      );
      // A private scenario's picture: a signed URL, checked by whichever instance serves it.
      expect(picture.url).toMatch(/^\/media\/private\/.+\?exp=\d+&sig=/);
      const [fromA, fromB] = await Promise.all([
        fetch(new URL(picture.url, a.url)),
        fetch(new URL(picture.url, b.url)),
      ]);
      expect(fromB.status).toBe(200);
      expect(fromB.headers.get('content-type')).toBe('image/webp');
      expect(Buffer.from(await fromB.arrayBuffer())).toEqual(
        Buffer.from(await fromA.arrayBuffer()),
      );
    },
  );
});
