// @vitest-environment node
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { cataloguePart, signInKeys } from '../../build/catalogue-parts-plugin.ts';
import { LOCALES } from '../config/locales.ts';

type Catalogue = { [key: string]: string | Catalogue };

const WEB_ROOT = fileURLToPath(new URL('../..', import.meta.url));

function flatKeys(catalogue: Catalogue, prefix = ''): string[] {
  return Object.entries(catalogue).flatMap(([key, value]) =>
    typeof value === 'string' ? [`${prefix}${key}`] : flatKeys(value, `${prefix}${key}.`),
  );
}

const catalogue = (locale: string) =>
  JSON.parse(
    readFileSync(new URL(`./${locale}/translation.json`, import.meta.url), 'utf8'),
  ) as Catalogue;

let keys = new Set<string>();
beforeAll(async () => {
  keys = await signInKeys(WEB_ROOT);
}, 60_000);

describe('catalogue parts', () => {
  it('puts the sign-in pages, the shell and the guards in the sign-in part, features not', () => {
    const signIn = flatKeys(cataloguePart(catalogue('en'), keys, 'sign-in'));
    expect(signIn).toEqual(
      expect.arrayContaining([
        'login.title',
        'auth.signIn',
        'signup.title',
        'network.noConnection.title',
        'unsavedChanges.title',
        'invite.teachersOnly',
        'errors.pageNotFound',
        // The invitation shown above the sign-in form to an invite link's visitor.
        'invite.noticeClassroom',
        'invite.noticeCreateAccount',
        'login.lockedOutReset',
      ]),
    );
    // The route table names every page's title; the page's own strings stay in the rest.
    expect(signIn.filter((key) => key.startsWith('practiceSession.'))).toEqual([
      'practiceSession.title',
    ]);
  });

  it.each(LOCALES)('cuts the %s catalogue into two parts that together hold every string', (locale) => {
    const whole = catalogue(locale);
    const signIn = flatKeys(cataloguePart(whole, keys, 'sign-in'));
    const rest = flatKeys(cataloguePart(whole, keys, 'rest'));
    expect([...signIn, ...rest].sort()).toEqual(flatKeys(whole).sort());
    expect(signIn.filter((key) => rest.includes(key))).toEqual([]);
  });
});
