// @vitest-environment node
import { readFileSync } from 'node:fs';
import { findKeys } from 'i18next-cli';
import { beforeAll, describe, expect, it } from 'vitest';
import config from '../../i18next.config.ts';
import { isRtl, LOCALES } from '../config/locales.ts';

type Catalogue = { [key: string]: string | Catalogue };

function flatten(catalogue: Catalogue, prefix = ''): Map<string, string> {
  const entries = new Map<string, string>();
  for (const [key, value] of Object.entries(catalogue)) {
    if (typeof value === 'string') entries.set(`${prefix}${key}`, value);
    else for (const [inner, text] of flatten(value, `${prefix}${key}.`)) entries.set(inner, text);
  }
  return entries;
}

function catalogue(locale: string): Map<string, string> {
  const url = new URL(`./${locale}/translation.json`, import.meta.url);
  return flatten(JSON.parse(readFileSync(url, 'utf8')) as Catalogue);
}

const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;
const placeholders = (text: string) => [...text.matchAll(/{{\s*(\w+)[^}]*}}/g)].map((m) => m[1]).sort();
const tags = (text: string) => [...text.matchAll(/<\/?(\w+)>/g)].map((m) => m[0]).sort();

/** The keys the code uses (from the extractor's parser): plain keys and plural base keys. */
let plainKeys: string[] = [];
let pluralKeys: string[] = [];

beforeAll(async () => {
  const cwd = process.cwd();
  process.chdir(new URL('../..', import.meta.url).pathname);
  try {
    const { allKeys } = await findKeys(config, {
      info: () => undefined,
      warn: () => undefined,
      error: (message: unknown) => {
        throw new Error(String(message));
      },
    });
    const plain = new Set<string>();
    const plural = new Set<string>();
    for (const entry of allKeys.values()) {
      if (entry.hasCount) plural.add(entry.key.replace(PLURAL_SUFFIX, ''));
      else plain.add(entry.key);
    }
    plainKeys = [...plain].sort();
    pluralKeys = [...plural].sort();
  } finally {
    process.chdir(cwd);
  }
}, 60_000);

describe('translation catalogues', () => {
  it('finds the keys used in the code', () => {
    expect(plainKeys.length).toBeGreaterThan(100);
    expect(plainKeys).toContain('errors.pageNotFound');
    expect(pluralKeys).toContain('sessions.ended');
  });

  const english = catalogue('en');

  describe.each(LOCALES)('%s', (locale) => {
    const entries = catalogue(locale);
    const categories = new Intl.PluralRules(locale).resolvedOptions().pluralCategories;

    it('has every key the code uses, translated', () => {
      const missing = plainKeys.filter((key) => !entries.get(key)?.trim());
      expect(missing).toEqual([]);
    });

    it("has every plural key in each of the language's plural forms", () => {
      const missing = pluralKeys.flatMap((key) =>
        categories.map((category) => `${key}_${category}`).filter((form) => !entries.get(form)?.trim()),
      );
      expect(missing).toEqual([]);
    });

    it('has no key the code no longer uses', () => {
      const known = new Set(plainKeys);
      const stale = [...entries.keys()].filter(
        (key) => !known.has(key) && !pluralKeys.includes(key.replace(PLURAL_SUFFIX, '')),
      );
      expect(stale).toEqual([]);
    });

    it('keeps the placeholders and markup of the English text', () => {
      const wrong = [...entries].filter(([key, text]) => {
        const isPlural = PLURAL_SUFFIX.test(key);
        const source = english.get(isPlural ? key.replace(PLURAL_SUFFIX, '_other') : key) ?? '';
        const expected = placeholders(source).filter((name) => !(isPlural && name === 'count'));
        const actual = placeholders(text).filter((name) => !(isPlural && name === 'count'));
        return expected.join() !== actual.join() || tags(source).join() !== tags(text).join();
      });
      expect(wrong.map(([key]) => key)).toEqual([]);
    });
  });

  // A count is a number like any other on the page: "1,182 min", not "1182 min".
  it.each(LOCALES)('formats every %s count for the language', (locale) => {
    const raw = [...catalogue(locale)].filter(([, text]) => /{{\s*count\s*}}/.test(text));
    expect(raw.map(([key]) => key)).toEqual([]);
  });

  // Left alone, "56 / 100" shows as "100 / 56" in a right-to-left line (the bidi algorithm
  // treats the slash between two numbers as right-to-left): a left-to-right isolate keeps it.
  it.each(LOCALES.filter(isRtl))('keeps %s fractions such as a score out of 100 left to right', (locale) => {
    const FRACTION = /(?:{{\s*\w+[^}]*}}|\d+)\s*\/\s*(?:{{\s*\w+[^}]*}}|\d+)/g;
    const bare = [...catalogue(locale)].filter(([, text]) =>
      [...text.matchAll(FRACTION)].some(
        (match) =>
          text[(match.index ?? 0) - 1] !== '\u2066' ||
          text[(match.index ?? 0) + match[0].length] !== '\u2069',
      ),
    );
    expect(bare.map(([key]) => key)).toEqual([]);
    expect([...catalogue(locale).values()].some((text) => text.match(FRACTION))).toBe(true);
  });

  it("keeps the spec's exact English messages", () => {
    expect(english.get('common.loading')).toBe('Loading...');
    expect(english.get('errors.pageNotFound')).toBe('Page not found');
    expect(english.get('errors.title')).toBe('Error');
    expect(english.get('errors.authLoad')).toBe(
      'There was a problem loading authentication. Please try again later or contact support.',
    );
  });
});
