import { defineConfig } from 'vitest/config';

const postgresUrl = process.env.TEST_DATABASE_URL;

const integration = (name: string, env: Record<string, string>, exclude: string[] = []) => ({
  extends: true as const,
  test: {
    name,
    include: ['src/**/*.int.test.ts'],
    exclude,
    globalSetup: ['src/test/global-setup.ts'],
    env,
    // Workers keep their database between files: each test builds its own world with factories.
    isolate: false,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});

export default defineConfig({
  test: {
    setupFiles: ['src/test/fail-on-console-error.ts'],
    projects: [
      {
        extends: true,
        test: { name: 'unit', include: ['src/**/*.test.ts'], exclude: ['src/**/*.int.test.ts'] },
      },
      integration('integration · pglite', { TEST_DATABASE_KIND: 'pglite' }),
      ...(postgresUrl
        ? [
            // The process lifecycle test runs the embedded default only: it does not use this database.
            integration('integration · postgresql', { TEST_DATABASE_KIND: 'postgres' }, [
              'src/lifecycle/**',
            ]),
          ]
        : []),
    ],
  },
});
