/**
 * A size check on the build (not a timing): the JavaScript the login page loads on a first
 * visit, read from the build's own manifest as the build report prints it. Runs after
 * `npm run build`, as the rest of the end-to-end suite does.
 */
import { expect, test } from '@playwright/test';
import {
  ENTRY_ROUTES,
  firstLoad,
  firstLoadFiles,
  firstLoadModules,
  LOGIN_FIRST_LOAD_CEILING_KB,
  readManifest,
} from '../scripts/first-load.ts';

const manifest = readManifest();
const login = ENTRY_ROUTES.login ?? [];

test(`keeps the login page's first-load JavaScript under ${LOGIN_FIRST_LOAD_CEILING_KB} kB gzipped`, () => {
  const { gzip } = firstLoad(manifest, login);
  expect(gzip / 1024).toBeLessThanOrEqual(LOGIN_FIRST_LOAD_CEILING_KB);
});

test('loads no MUI and no Emotion on the login page: the sign-in shell is plain', () => {
  const modules = firstLoadModules(manifest, login);
  expect(modules).toContain('src/app/layouts/auth-layout.tsx');
  expect(modules.filter((module) => /node_modules\/@(mui|emotion)\//.test(module))).toEqual([]);
});

test('loads neither the GraphQL client nor a teacher screen on the login page', () => {
  const modules = firstLoadModules(manifest, login);
  expect(modules).toContain('src/features/auth/routes/login-page.tsx');
  const teacherOnly = modules.filter((module) =>
    /features\/(classrooms|learning|evaluation)|teacher-home-page|node_modules\/graphql\/|lib\/graphql-client\.ts/.test(
      module,
    ),
  );
  expect(teacherOnly).toEqual([]);
});

test("loads none of the signed-in pages' chunks on the login page", () => {
  // build/signed-in-chunks.ts: the groups computed from the signed-in layouts and pages.
  const files = firstLoadFiles(manifest, login);
  expect(files.filter((file) => /\/signed-in(-vendor)?-/.test(file))).toEqual([]);
  const modules = firstLoadModules(manifest, login);
  expect(modules.filter((module) => /layouts\/(student|default|bare)-layout/.test(module))).toEqual(
    [],
  );
});

test("loads no date library on the student home: its loader's week is plain Intl", () => {
  // features/metrics/metrics-params.ts; luxon was 22 kB gzipped of the page's first load.
  const modules = firstLoadModules(manifest, ENTRY_ROUTES['student home'] ?? []);
  expect(modules).toContain('src/features/home/routes/student-home-loader.ts');
  expect(modules.filter((module) => /node_modules\/luxon\//.test(module))).toEqual([]);
});
