import type { APIRequestContext } from '@playwright/test';
import { expect, PASSWORD, uniqueEmail } from './fixtures.ts';
import { waitForLink } from './mailbox.ts';

const AUTH = '/_allauth/browser/v1';

async function csrfToken(request: APIRequestContext): Promise<string> {
  let token = (await request.storageState()).cookies.find(
    (cookie) => cookie.name === 'csrftoken',
  )?.value;
  if (!token) {
    await request.get(`${AUTH}/config`);
    token = (await request.storageState()).cookies.find(
      (cookie) => cookie.name === 'csrftoken',
    )?.value;
  }
  if (!token) throw new Error('The authentication API set no csrftoken cookie');
  return token;
}

async function post(request: APIRequestContext, path: string, data: unknown) {
  return request.post(path, {
    data,
    headers: { 'X-CSRFToken': await csrfToken(request), accept: 'application/json' },
  });
}

/** A GraphQL call as the request context's user; errors fail the test. */
export async function graphql<T>(
  request: APIRequestContext,
  query: string,
  variables: Record<string, unknown> = {},
) {
  const response = await post(request, '/graphql/', { query, variables });
  const body = (await response.json()) as { data?: T; errors?: { message: string }[] };
  if (body.errors?.length) throw new Error(body.errors.map((error) => error.message).join('\n'));
  return body.data as T;
}

export type Account = { email: string; password: string; firstName: string; lastName: string };

/**
 * A student who signed up, verified the address, chose the type and completed the profile,
 * created through the APIs; `request` ends up signed in as them (a page of the same browser
 * context shares its cookies).
 */
export async function createStudent(
  request: APIRequestContext,
  names: { firstName: string; lastName: string } = { firstName: 'Ana', lastName: 'García' },
): Promise<Account> {
  return createUser(request, 'STUDENT', names);
}

/** A teacher ready to invite (see createStudent); returns the invite path of their link too. */
export async function createTeacher(
  request: APIRequestContext,
  names: { firstName: string; lastName: string } = { firstName: 'Lucía', lastName: 'Fernández' },
): Promise<Account & { invitePath: string }> {
  const account = await createUser(request, 'TEACHER', names);
  const { readUser } = await graphql<{ readUser: { teacherProfile: { invitePath: string } } }>(
    request,
    'query { readUser(me: true) { teacherProfile { invitePath } } }',
  );
  return { ...account, invitePath: readUser.teacherProfile.invitePath };
}

/**
 * A student who chose the type but never completed the profile (no names, no languages), e.g.
 * one who left the complete-profile page; `request` ends up signed in as them.
 */
export async function createStudentWithoutProfile(
  request: APIRequestContext,
): Promise<{ email: string; password: string }> {
  return createUser(
    request,
    'STUDENT',
    { firstName: '', lastName: '' },
    { completeProfile: false },
  );
}

async function createUser(
  request: APIRequestContext,
  userType: 'STUDENT' | 'TEACHER',
  names: { firstName: string; lastName: string },
  { completeProfile = true }: { completeProfile?: boolean } = {},
): Promise<Account> {
  const email = uniqueEmail(userType.toLowerCase());
  const signup = await post(request, `${AUTH}/auth/signup`, { email, password: PASSWORD });
  expect(signup.status(), await signup.text()).toBe(401);
  const link = await waitForLink(email, '/accounts/verify-email/');
  const key = decodeURIComponent(new URL(link).pathname.split('/').pop() ?? '');
  const verified = await post(request, `${AUTH}/auth/email/verify`, { key });
  expect(verified.status(), await verified.text()).toBe(200);

  const { languages } = await graphql<{ languages: { id: string; isoLanguageCode: string }[] }>(
    request,
    'query { languages { id isoLanguageCode } }',
  );
  const idOf = (code: string) =>
    languages.find((language) => language.isoLanguageCode === code)?.id;
  await graphql(
    request,
    'mutation($userType: UserType!) { confirmUserType(userType: $userType) { success errors { messages } } }',
    { userType },
  );
  if (!completeProfile) return { email, password: PASSWORD, ...names };
  const updated = await graphql<{ updateProfile: { success: boolean; errors: unknown } }>(
    request,
    'mutation($input: ProfileInput!) { updateProfile(input: $input) { success errors { field messages } } }',
    { input: { ...names, nativeLanguageId: idOf('en'), languageIds: [idOf('es')] } },
  );
  expect(updated.updateProfile.success, JSON.stringify(updated.updateProfile.errors)).toBe(true);
  return { email, password: PASSWORD, ...names };
}

/** Signs the request context out (the account stays). */
export async function signOut(request: APIRequestContext): Promise<void> {
  await request.delete(`${AUTH}/auth/session`, {
    headers: { 'X-CSRFToken': await csrfToken(request) },
  });
}
