import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { findKeys } from 'i18next-cli';
import type { Plugin } from 'vite';
import i18nConfig from '../i18next.config.ts';

/**
 * The code that renders before a visitor signs in: the app shell, the shared components and
 * libraries, the sign-in pages and the route guards (they may show a message). The keys it uses
 * form each catalogue's sign-in part; the rest loads when a page beyond sign-in is opened.
 */
export const SIGN_IN_SOURCES = [
  'src/main.tsx',
  'src/app/*.{ts,tsx}',
  'src/app/layouts/auth-layout.tsx',
  'src/app/layouts/skip-link.tsx',
  'src/components/**/*.{ts,tsx}',
  'src/config/**/*.{ts,tsx}',
  'src/lib/**/*.{ts,tsx}',
  'src/features/auth/**/*.{ts,tsx}',
  // The invitation an invite link's visitor sees above the sign-in and sign-up forms.
  'src/features/invitations/components/invitation-notice.tsx',
  'src/features/*/guards.ts',
];

export type CataloguePart = 'sign-in' | 'rest';
type Catalogue = { [key: string]: string | Catalogue };

const PART_ID = /[\\/]locales[\\/][^\\/]+[\\/]translation\.json\?part=(sign-in|rest)$/;
const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;

/** The keys the sign-in sources use, plural forms by their base key (each language has its own). */
export async function signInKeys(webRoot: string): Promise<Set<string>> {
  const { allKeys } = await findKeys(
    {
      ...i18nConfig,
      extract: {
        ...i18nConfig.extract,
        input: SIGN_IN_SOURCES.map((glob) => resolve(webRoot, glob)),
      },
    },
    {
      info: () => undefined,
      warn: () => undefined,
      error: (message: unknown) => {
        throw new Error(String(message));
      },
    },
  );
  return new Set([...allKeys.values()].map((entry) => entry.key.replace(PLURAL_SUFFIX, '')));
}

/** One part of a catalogue: the sign-in keys, or all the others; nesting kept. */
export function cataloguePart(
  catalogue: Catalogue,
  keys: ReadonlySet<string>,
  part: CataloguePart,
  prefix = '',
): Catalogue {
  const picked: Catalogue = {};
  for (const [name, value] of Object.entries(catalogue)) {
    const key = `${prefix}${name}`;
    if (typeof value === 'string') {
      if (keys.has(key.replace(PLURAL_SUFFIX, '')) === (part === 'sign-in')) picked[name] = value;
      continue;
    }
    const inner = cataloguePart(value, keys, part, `${key}.`);
    if (Object.keys(inner).length > 0) picked[name] = inner;
  }
  return picked;
}

/**
 * `locales/<lang>/translation.json?part=sign-in` and `?part=rest`: a catalogue cut in two at build
 * time, so the sign-in page loads only its own strings and does not grow as features add theirs.
 * The catalogue files stay whole; this only changes how they load. The dev server (and unit
 * tests) give the whole catalogue as the sign-in part, so a key added while coding shows at once;
 * the end-to-end tests run on the build, cut as in production.
 */
export function catalogueParts(webRoot: string): Plugin {
  let keys: Promise<Set<string>> | null = null;
  let whole = false;
  return {
    name: 'charla-catalogue-parts',
    enforce: 'pre',
    configResolved(config) {
      whole = config.command === 'serve';
    },
    async load(id) {
      const match = PART_ID.exec(id);
      if (!match) return undefined;
      const part = match[1] as CataloguePart;
      const file = id.slice(0, id.indexOf('?'));
      this.addWatchFile(file);
      const catalogue = JSON.parse(await readFile(file, 'utf8')) as Catalogue;
      keys ??= whole ? null : signInKeys(webRoot);
      const strings = keys
        ? cataloguePart(catalogue, await keys, part)
        : part === 'sign-in'
          ? catalogue
          : {};
      // JSON.parse of a string literal: faster to start than the same object as code.
      return {
        code: `export default JSON.parse(${JSON.stringify(JSON.stringify(strings))});`,
        moduleType: 'js',
      };
    },
  };
}
