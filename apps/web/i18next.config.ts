import { defineConfig } from 'i18next-cli';

/**
 * Translation keys are extracted from the code (`npm run i18n:extract -w apps/web`) into the
 * English catalogue. The other catalogues are translated by hand: this version of the extractor
 * would give every language English's plural forms (one/other) where Arabic needs six and
 * Spanish and French three, so it only writes English; src/locales/locales.test.ts checks every
 * locale against the extracted keys with each language's own plural rules.
 */
export default defineConfig({
  locales: ['en'],
  extract: {
    input: ['src/**/*.{ts,tsx}'],
    ignore: ['src/gql/**', 'src/**/*.test.{ts,tsx}'],
    output: 'src/locales/{{language}}/{{namespace}}.json',
    defaultNS: 'translation',
    keySeparator: '.',
    nsSeparator: false,
    functions: ['t', '*.t', 'i18next.t'],
    transComponents: ['Trans'],
    primaryLanguage: 'en',
    defaultValue: '',
    removeUnusedKeys: true,
    sort: true,
    indentation: 2,
  },
});
