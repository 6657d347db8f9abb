import type { Page } from '@playwright/test';
import { createStudent } from './support/accounts.ts';
import { expect, test } from './support/fixtures.ts';
import { OIDC_ACCOUNTS, OIDC_PROVIDER, type OidcTestAccount } from './support/oidc-accounts.ts';
import { chooseUserType, completeProfile } from './support/sign-up.ts';

const providerButton = (page: Page) =>
  page.getByRole('button', { name: `Continue with ${OIDC_PROVIDER.name}` });

test.beforeEach(async ({ page }) => {
  // The provider's development pages import a web font; there is no network to wait for.
  await page.route('https://fonts.googleapis.com/**', (route) => route.abort());
});

/** Plays the person on the provider's development login (any password) and consent pages. */
async function signInAtProvider(page: Page, account: OidcTestAccount): Promise<void> {
  await page.getByPlaceholder('Enter any login').fill(account.login);
  await page.getByPlaceholder('and password').fill('any password');
  await page.getByRole('button', { name: 'Sign-in' }).click();
  await page.getByRole('button', { name: 'Continue' }).click();
}

async function signOut(page: Page, display: string): Promise<void> {
  await page.getByRole('button', { name: `Account of ${display}` }).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/accounts\/login$/);
}

test('a newcomer signs up with the provider, then signs in with it straight home', async ({
  page,
}) => {
  const person = OIDC_ACCOUNTS.newcomer;
  await page.goto('/accounts/login');
  const appOrigin = new URL(page.url()).origin;
  await expect(providerButton(page)).toBeVisible();
  await providerButton(page).click();

  // On the provider's own login page, on its own origin.
  await expect(page).toHaveURL(/\/interaction\/[^/]+$/);
  expect(new URL(page.url()).origin).not.toBe(appOrigin);
  await signInAtProvider(page, person);

  // Back through the callback: the provider's verified address and names made the account, so
  // no provider sign-up step; only the type and the rest of the profile are asked.
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { name: `Welcome, ${person.givenName}!` })).toBeVisible();
  await chooseUserType(page, 'student');
  await expect(page).toHaveURL(/\/accounts\/complete-profile\?next=%2Fstudent$/);
  await expect(page.getByLabel('First name')).toHaveValue(person.givenName);
  await expect(page.getByLabel('Last name')).toHaveValue(person.familyName);
  await completeProfile(page, {
    firstName: person.givenName,
    lastName: person.familyName,
    userType: 'student',
  });
  await expect(page).toHaveURL(/\/student$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(person.givenName);

  await signOut(page, `${person.givenName} ${person.familyName}`);
  await providerButton(page).click();
  // The provider still knows the browser and the grant: it sends it straight back.
  await expect(page).toHaveURL(/\/student$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(person.givenName);
});

test('a password account connects the provider on the account page, then signs in with it', async ({
  page,
}) => {
  const person = OIDC_ACCOUNTS.connecting;
  const student = await createStudent(page.context().request, {
    firstName: 'Iris',
    lastName: 'Mas',
  });

  await page.goto('/accounts/providers');
  await expect(page.getByText('No connected accounts')).toBeVisible();
  await page.getByRole('button', { name: `Connect ${OIDC_PROVIDER.name}` }).click();
  await signInAtProvider(page, person);

  // Back on the account page with the provider account listed under the password account.
  await expect(page).toHaveURL(/\/accounts\/providers$/);
  await expect(page.getByText('No connected accounts')).toBeHidden();
  await expect(page.getByRole('button', { name: 'Disconnect' })).toBeVisible();
  await expect(page.getByText(person.email)).toBeVisible();

  await signOut(page, `${student.firstName} ${student.lastName}`);
  await providerButton(page).click();
  await expect(page).toHaveURL(/\/student$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(student.firstName);
});
