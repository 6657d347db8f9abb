import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestUser, type TestUser } from '../test/auth-clients.ts';
import { TestHttpClient } from '../test/http-client.ts';
import { startTestServer, type TestServer } from '../test/test-server.ts';

/** One school's address (a documentation range): the whole class shares it through NAT. */
const SCHOOL_IP = '203.0.113.40';
const CLASS_SIZE = 40;
/** Requests a student's first minute of practice sends (pages, lists, answers). */
const REQUESTS_PER_STUDENT = 20;
/** A per-account budget above what a student sends in that minute. */
const ACCOUNT_BUDGET = 40;

/** 40 Argon2 verifications on a shared two-core machine take a while. */
const CLASS_TIMEOUT_MS = 120_000;

let server: TestServer;
let students: TestUser[];
beforeAll(async () => {
  // Default limits, except a small per-account GraphQL budget that the second test spends.
  server = await startTestServer({
    TRUSTED_PROXY_COUNT: '1',
    RATE_LIMITS: JSON.stringify({ graphql: `${ACCOUNT_BUDGET}/m/user,6000/m/ip` }),
  });
  students = await Promise.all(
    Array.from({ length: CLASS_SIZE }, () => createTestUser(server, { userType: 'STUDENT' })),
  );
}, CLASS_TIMEOUT_MS);
afterAll(() => server.close());

describe('a class of 40 behind one school address', () => {
  it(
    'signs in (a few typos included) and practises in the same minute',
    async () => {
      const clients = students.map(
        () => new TestHttpClient(server.url, 'browser', { ip: SCHOOL_IP }),
      );
      // Three students mistype their password first.
      for (const [index, student] of students.slice(0, 3).entries()) {
        const typo = await clients[index]?.auth('POST', '/auth/login', {
          email: student.email,
          password: `${student.password}x`,
        });
        expect(typo?.status).toBe(400);
      }
      const logins = await Promise.all(
        students.map((student, index) =>
          clients[index]?.auth('POST', '/auth/login', {
            email: student.email,
            password: student.password,
          }),
        ),
      );
      expect(logins.map((login) => login?.status)).toEqual(students.map(() => 200));

      for (let round = 0; round < REQUESTS_PER_STUDENT; round += 1) {
        const answers = await Promise.all(
          clients.map((client) => client.graphql('{ readUser(me: true) { id } }')),
        );
        expect(answers.map((answer) => answer.status)).toEqual(clients.map(() => 200));
      }
    },
    CLASS_TIMEOUT_MS,
  );

  it(
    'still stops one account hammering the API (429 with Retry-After), not its classmates',
    async () => {
      const [hammering, classmate] = await Promise.all([
        createTestUser(server, { userType: 'STUDENT' }),
        createTestUser(server, { userType: 'STUDENT' }),
      ]);
      const signIn = async (user: TestUser) => {
        const client = new TestHttpClient(server.url, 'browser', { ip: SCHOOL_IP });
        await client.auth('POST', '/auth/login', { email: user.email, password: user.password });
        return client;
      };
      const [attacker, bystander] = await Promise.all([signIn(hammering), signIn(classmate)]);
      let refused = null;
      for (let i = 0; i <= ACCOUNT_BUDGET && !refused; i += 1) {
        const answer = await attacker.graphql('{ __typename }');
        if (answer.status !== 200) refused = answer;
      }
      expect(refused?.status).toBe(429);
      expect(refused?.body.errors).toEqual([
        {
          message: expect.stringMatching(/^Too many requests/),
          extensions: { code: 'RATE_LIMITED' },
        },
      ]);
      expect(Number(refused?.headers.get('retry-after'))).toBeGreaterThan(0);
      expect((await bystander.graphql('{ __typename }')).status).toBe(200);
    },
    CLASS_TIMEOUT_MS,
  );
});
