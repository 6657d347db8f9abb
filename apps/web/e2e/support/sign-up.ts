import type { Page } from '@playwright/test';
import { expect, PASSWORD, uniqueEmail } from './fixtures.ts';
import { waitForLink } from './mailbox.ts';

export type NewUserType = 'student' | 'teacher';

/**
 * A new account through the UI, as a visitor does it: the sign-up form (already open), then the
 * verification link from the caught mail and its Confirm button. Where the app goes next (an
 * invitation, the type chooser) is for the test to assert.
 */
export async function signUpAndVerify(page: Page, email: string): Promise<void> {
  await expect(page.getByRole('heading', { name: 'Create your account' })).toBeVisible();
  await page.getByLabel('E-mail address').fill(email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirm password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByRole('heading', { name: 'Check your inbox' })).toBeVisible();

  await page.goto(await waitForLink(email, '/accounts/verify-email/'));
  await expect(page.getByRole('heading', { name: 'Confirm your e-mail address' })).toBeVisible();
  await page.getByRole('button', { name: 'Confirm' }).click();
}

/** Answers "How will you use Charla?" (on `/` or on the confirm-user-type page). */
export async function chooseUserType(page: Page, userType: NewUserType): Promise<void> {
  await page.getByText(userType === 'student' ? "I'm a student" : "I'm a teacher").click();
  await page.getByRole('button', { name: 'Continue' }).click();
}

/** Fills the complete-profile form (native English; learns or teaches Spanish) and saves it. */
export async function completeProfile(
  page: Page,
  person: { firstName: string; lastName: string; userType: NewUserType },
): Promise<void> {
  await expect(page.getByRole('heading', { name: 'Complete your profile' })).toBeVisible();
  await page.getByLabel('First name').fill(person.firstName);
  await page.getByLabel('Last name').fill(person.lastName);
  await page.getByRole('combobox', { name: 'Native language' }).fill('English');
  await page.getByRole('option', { name: 'English' }).click();
  const languages = person.userType === 'student' ? 'Learning' : 'Languages taught';
  await page.getByRole('combobox', { name: languages }).fill('Spanish');
  await page.getByRole('option', { name: 'Spanish' }).click();
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Save and continue' }).click();
}

/**
 * The invite tokens a visitor's browser still holds: the `referral-tokens` cookie and the local
 * storage keys (the app's own names, see `lib/auth/referral-tokens.ts`).
 */
export async function heldReferralTokens(page: Page) {
  const cookie = (await page.context().cookies()).find((entry) => entry.name === 'referral-tokens');
  const storage = await page.evaluate(() => ({
    tokenInviteTeacher: localStorage.getItem('token-invite-teacher'),
    tokenInviteClassroom: localStorage.getItem('token-invite-classroom'),
    tokenInviteTeacherToClassroom: localStorage.getItem('token-invite-teacher-to-classroom'),
  }));
  return {
    cookie: cookie
      ? (JSON.parse(decodeURIComponent(cookie.value)) as Record<string, string | null>)
      : null,
    storage,
  };
}

/** What `heldReferralTokens` reads once an invitation was answered: nothing. */
export const NO_REFERRAL_TOKENS = {
  cookie: null,
  storage: {
    tokenInviteTeacher: null,
    tokenInviteClassroom: null,
    tokenInviteTeacherToClassroom: null,
  },
};

/**
 * The whole visitor journey through an invite link, up to the invitation again: the link sends
 * the anonymous visitor to sign in, they sign up instead, verify the e-mail, choose the type and
 * complete the profile, each step carrying the invitation as `next`; ends on the invitation page.
 */
export async function signUpThroughInvite(
  page: Page,
  invitePath: string,
  person: { firstName: string; lastName: string; userType: NewUserType },
): Promise<void> {
  await page.goto(invitePath);
  await expect(page).toHaveURL(/\/accounts\/login\?next=/);
  await page.getByRole('link', { name: 'Sign up' }).click();
  await signUpAndVerify(page, uniqueEmail(person.userType));

  const backToInvite = new URLSearchParams({ next: invitePath }).toString();
  await expect(page).toHaveURL(`/accounts/confirm-user-type?${backToInvite}`);
  await chooseUserType(page, person.userType);
  await expect(page).toHaveURL(`/accounts/complete-profile?${backToInvite}`);
  await completeProfile(page, person);
  await expect(page).toHaveURL(invitePath);
}
