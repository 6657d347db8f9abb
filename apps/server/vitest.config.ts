import { defineConfig } from 'vitest/config';

const postgresUrl = process.env.TEST_DATABASE_URL;

const integration = (
  name: string,
  env: Record<string, string>,
  exclude: string[] = [],
  include = ['src/**/*.int.test.ts'],
) => ({
  extends: true as const,
  test: {
    name,
    include,
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
  // Resolve packages as Node does for the dependencies it loads itself (graphql-yoga, Pothos):
  // Vitest's default conditions lack `module-sync`, so our code got graphql's CommonJS build
  // while Yoga got its ES module build, two GraphQLError classes (src/graphql/errors.test.ts).
  ssr: { resolve: { conditions: ['module-sync', 'node', 'development|production'] } },
  test: {
    setupFiles: ['src/test/fail-on-console-error.ts', 'src/test/fail-on-overlapping-queries.ts'],
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['src/**/*.test.ts'],
          exclude: ['src/**/*.int.test.ts', 'src/**/*.security.test.ts'],
          // The grader's dictionaries (Arabic, German) take seconds to load on a busy 2-core machine.
          testTimeout: 30_000,
        },
      },
      // The security regression suite (`npm test -- security`): one file per finding of issue 14,
      // on the real app and database; `npm test`'s server step leaves it to its own step.
      integration('security', { TEST_DATABASE_KIND: 'pglite' }, [], ['src/**/*.security.test.ts']),
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
