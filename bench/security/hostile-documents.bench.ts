/**
 * What the worst documents of issue 14 cost the server now: the limiter's own time on each
 * (measureOperation, the nesting scan) and the round trip of each through the real app on an
 * embedded database (PGlite in a temporary folder), refused or answered. Times go here, never
 * into test assertions.
 *
 *   npm run bench:security
 */
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parse } from 'graphql';
import { buildApp } from '../../apps/server/src/app.ts';
import { loadConfig } from '../../apps/server/src/config/config.ts';
import { openDatabase, pgliteDirIn } from '../../apps/server/src/db/database.ts';
import { runMigrations } from '../../apps/server/src/db/migrate.ts';
import { seed } from '../../apps/server/src/db/seed/seed.ts';
import { documentNesting } from '../../apps/server/src/graphql/limits/input-limits.plugin.ts';
import { measureOperation } from '../../apps/server/src/graphql/limits/operation-limits.ts';
import { schema } from '../../apps/server/src/graphql/schema.ts';

const REPEATS = 5;

const fragmentBomb = (levels: number) => {
  let query = 'query{...F0}';
  for (let i = 0; i < levels; i++) query += ` fragment F${i} on Query{...F${i + 1} ...F${i + 1}}`;
  return `${query} fragment F${levels} on Query{__typename}`;
};
const aliasFlood = (count: number) =>
  `{${Array.from({ length: count }, (_, i) => `l${i}:languages{id name}`).join(' ')}}`;
const deepList = (depth: number) =>
  `{ teacherInvitePreview(token: ${'['.repeat(depth)}1${']'.repeat(depth)}) { __typename } }`;

const documents: Record<string, string> = {
  'fragment bomb, 22 levels (945 B)': fragmentBomb(22),
  'fragment bomb, 40 levels': fragmentBomb(40),
  'alias flood, 5,000 × languages': aliasFlood(5000),
  'alias flood, 300 × languages (allowed)': aliasFlood(300),
  'list nested 100,000 deep': deepList(100_000),
};

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
const timeMs = async (work: () => unknown) => {
  const times: number[] = [];
  for (let i = 0; i < REPEATS; i += 1) {
    const start = performance.now();
    await work();
    times.push(performance.now() - start);
  }
  return median(times);
};

console.log('Limiter work (median of 5, ms)');
for (const [name, source] of Object.entries(documents)) {
  const nesting = await timeMs(() => documentNesting(source));
  let measure = '—';
  if (documentNesting(source) <= 64) {
    const document = parse(source);
    const options = { schema, variables: {}, defaultPageSize: 8, allPageSize: 1000, listSize: 50 };
    const ms = await timeMs(() => measureOperation(document, null, options));
    measure = `${ms.toFixed(2)} (visited ${measureOperation(document, null, options).visited})`;
  }
  console.log(`  ${name.padEnd(40)} nesting scan ${nesting.toFixed(2)}  cost measure ${measure}`);
}

const dataDir = await mkdtemp(join(tmpdir(), 'charla-security-bench-'));
const database = await openDatabase({ url: undefined, pgliteDir: pgliteDirIn(dataDir) });
await runMigrations(database);
await seed(database.db, { demoAccounts: false });
const config = loadConfig({
  NODE_ENV: 'production',
  PUBLIC_URL: 'https://charla.example.org',
  SECRET_KEY: 'a-bench-secret-key-of-enough-length-0123456789abc',
  DATA_DIR: dataDir,
  LOG_LEVEL: 'silent',
  RATE_LIMITS: JSON.stringify({ graphql: '', graphql_anonymous: '' }),
});
const app = await buildApp({ config, database, secretKey: config.secretKey as string });
await app.ready();

console.log('\nRound trip through the app (median of 5, ms), anonymous');
for (const [name, source] of Object.entries(documents)) {
  let status = 0;
  let bytes = 0;
  const ms = await timeMs(async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/graphql',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ query: source }),
    });
    status = response.statusCode;
    bytes = response.rawPayload.length;
  });
  console.log(`  ${name.padEnd(40)} ${ms.toFixed(1).padStart(8)}  HTTP ${status}, ${bytes} B`);
}

await app.close();
await database.close();
