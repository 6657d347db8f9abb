import { randomUUID } from 'node:crypto';
import { emailAddresses, type UserType, users } from '../db/schema/index.ts';
import { hashPassword } from '../platform/password-hash.ts';
import {
  type TestClientKind,
  TestHttpClient,
  type TestHttpClientOptions,
  uniqueTestIp,
} from './http-client.ts';
import { type MailCatcher, readMailFolder } from './mail-catcher.ts';
import type { TestServer } from './test-server.ts';

/**
 * Factories for signed-in test clients, for any feature's integration tests:
 *
 * - `createTestUser(server, options)`: a user row with a verified primary e-mail and a password,
 *   written straight to the database (no HTTP, no rate limit).
 * - `signedInClient(server, options)`: such a user plus a TestHttpClient already signed in (the
 *   session is planted through the auth module, exactly as a login would store it).
 * - `signUpAndVerify(server, options)`: the real journey over HTTP (sign-up, mail, verification
 *   link), for tests of that journey; reads the mail from `options.mail` (an SMTP catcher the
 *   server was started with) or from the file transport under DATA_DIR/mail.
 */
export type TestUserOptions = {
  email?: string;
  password?: string;
  verified?: boolean;
  userType?: UserType | null;
  username?: string | null;
  firstName?: string;
  lastName?: string;
  language?: string;
  isStaff?: boolean;
  isSuperuser?: boolean;
};

export type TestUser = {
  user: typeof users.$inferSelect;
  email: string;
  password: string;
};

/** A password that passes the policy (length, not common, not like the e-mail). */
export const TEST_PASSWORD = 'violet-harbour-47-lantern';

/** One Argon2 hash per password for the whole worker: hashing is the slow part of a test user. */
const hashes = new Map<string, Promise<string>>();
const hashOnce = (password: string) => {
  let hash = hashes.get(password);
  if (!hash) {
    hash = hashPassword(password);
    hashes.set(password, hash);
  }
  return hash;
};

export function uniqueEmail(label = 'user'): string {
  return `${label}-${randomUUID().slice(0, 12)}@example.test`;
}

export async function createTestUser(
  server: TestServer,
  options: TestUserOptions = {},
): Promise<TestUser> {
  const email = options.email ?? uniqueEmail();
  const password = options.password ?? TEST_PASSWORD;
  const { db } = server.database;
  const [user] = await db
    .insert(users)
    .values({
      email,
      username: options.username ?? null,
      firstName: options.firstName ?? '',
      lastName: options.lastName ?? '',
      userType: options.userType ?? null,
      language: options.language ?? 'en',
      isStaff: options.isStaff ?? false,
      isSuperuser: options.isSuperuser ?? false,
      passwordHash: await hashOnce(password),
    })
    .returning();
  if (!user) throw new Error('user insert returned no row');
  await db
    .insert(emailAddresses)
    .values({ userId: user.id, email, verified: options.verified ?? true, primary: true });
  return { user, email, password };
}

export type SignedInClient = TestUser & { client: TestHttpClient };

/** Cookie name of the session in non-production servers (tests never run with NODE_ENV=production). */
const SESSION_COOKIE = 'sessionid';

export async function signedInClient(
  server: TestServer,
  options: TestUserOptions & { kind?: TestClientKind; client?: TestHttpClientOptions } = {},
): Promise<SignedInClient> {
  const kind = options.kind ?? 'browser';
  const testUser = await createTestUser(server, options);
  const client = new TestHttpClient(server.url, kind, { ip: uniqueTestIp(), ...options.client });
  const token = await server.app.authModule.createSession(testUser.user.id, kind, {
    method: 'password',
    at: Date.now() / 1000,
    email: testUser.email,
  });
  if (kind === 'browser') client.cookies.set(SESSION_COOKIE, token);
  else client.sessionToken = token;
  return { ...testUser, client };
}

/** The newest verification link mailed to `email`, from the catcher or the mail folder. */
export async function verificationKeyFor(
  server: TestServer,
  email: string,
  mail?: MailCatcher,
): Promise<string> {
  const isVerification = (links: string[]) =>
    links.map((link) => /\/accounts\/verify-email\/([\w-]+)/.exec(link)?.[1]).find(Boolean);
  if (mail) {
    const caught = await mail.waitForMail(email, (m) => Boolean(isVerification(m.links)));
    return isVerification(caught.links) as string;
  }
  const mails = (await readMailFolder(server.config.dataDir)).filter((m) =>
    m.to.includes(email.toLowerCase()),
  );
  const key = mails
    .map((m) => isVerification(m.links))
    .filter(Boolean)
    .at(-1);
  if (!key) throw new Error(`no verification mail to ${email}`);
  return key;
}

export async function signUpAndVerify(
  server: TestServer,
  options: {
    kind?: TestClientKind;
    email?: string;
    password?: string;
    mail?: MailCatcher;
    client?: TestHttpClientOptions;
  } = {},
): Promise<{ client: TestHttpClient; userId: string; email: string; password: string }> {
  const email = options.email ?? uniqueEmail('signup');
  const password = options.password ?? TEST_PASSWORD;
  const client = new TestHttpClient(server.url, options.kind ?? 'browser', {
    ip: uniqueTestIp(),
    ...options.client,
  });
  const signup = await client.auth('POST', '/auth/signup', { email, password });
  if (signup.status !== 401 && signup.status !== 200) {
    throw new Error(`sign-up failed with ${signup.status}: ${signup.text}`);
  }
  if (signup.status === 401) {
    const key = await verificationKeyFor(server, email, options.mail);
    const verified = await client.auth('POST', '/auth/email/verify', { key });
    if (verified.status !== 200) {
      throw new Error(`verification failed with ${verified.status}: ${verified.text}`);
    }
  }
  const session = await client.auth('GET', '/auth/session');
  const user = (session.body.data as { user?: { id: string } } | undefined)?.user;
  if (!user) throw new Error(`not signed in after sign-up: ${session.text}`);
  return { client, userId: user.id, email, password };
}
