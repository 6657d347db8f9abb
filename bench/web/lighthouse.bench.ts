/**
 * Lighthouse on the built web app, served by the real server on loopback, under Lighthouse's
 * mobile emulation (Moto G-class screen, 4× CPU slowdown, 150 ms RTT, 1.6 Mbps, simulated):
 * LCP, CLS, TBT and the JavaScript each page loads, the median of several runs per page.
 *
 *   npm run build && npm run bench:web        (BENCH_RUNS, default 3)
 *
 * BENCH_WEB_REPORTS=<dir> keeps each run's Lighthouse report (JSON) there, to read what the
 * figures are made of: the LCP element and its phases, the network dependency tree.
 *
 * BENCH_WEB_BUILDS=before=/tmp/dist-a,after=apps/web/dist measures several builds side by side, each
 * served by its own server on the same database, runs alternating between them (a build's figures
 * then share the machine's load with the other's); BENCH_PAGES=login,teacher-home picks pages.
 *
 * BENCH_WEB_THROTTLING=devtools applies the same emulation to the browser instead of simulating it
 * (Lighthouse's `throttlingMethod`): slower, noisier, but the paint times are the browser's own.
 * The simulation counts every request that started before the observed paint as delaying it,
 * which charges a page painted from its HTML for the scripts that download beside it.
 *
 * Each run starts a fresh Chromium profile (Debian's /usr/bin/chromium), so every load is a first
 * visit with an empty cache; the signed-in pages get a planted session cookie first, and the mode
 * the app records once it has run (without it, the server leaves signed-in pages to the app). The
 * server runs on an embedded in-memory database (PGlite), as `npm start` does, in
 * NODE_ENV=production.
 */
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';
import { buildApp, DEFAULT_WEB_DIST_DIR } from '../../apps/server/src/app.ts';
import { loadConfig } from '../../apps/server/src/config/config.ts';
import { openDatabase } from '../../apps/server/src/db/database.ts';
import { runMigrations } from '../../apps/server/src/db/migrate.ts';
import { seed } from '../../apps/server/src/db/seed/seed.ts';
import {
  buildClassroom,
  buildStudent,
  buildTeacher,
} from '../../apps/server/src/test/world-factories.ts';

const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const THROTTLING = process.env.BENCH_WEB_THROTTLING === 'devtools' ? 'devtools' : 'simulate';
const REPORT_DIR = process.env.BENCH_WEB_REPORTS;
const CHROMIUM = '/usr/bin/chromium';

type Visitor = 'anonymous' | 'student' | 'teacher';
type BenchPage = { name: string; path: string | null; as: Visitor };

/** The pages measured; `path: null` is a page that does not exist yet (printed as such). */
const PAGES: BenchPage[] = [
  { name: 'login', path: '/accounts/login/', as: 'anonymous' },
  { name: 'student home', path: '/student', as: 'student' },
  { name: 'teacher home', path: '/teacher', as: 'teacher' },
  // Its path (an attempt in progress) is known once the server runs: see below.
  { name: 'practice session', path: null, as: 'student' },
];

type Build = { name: string; distDir: string; origin: string };
const BUILDS = (process.env.BENCH_WEB_BUILDS ?? `current=${DEFAULT_WEB_DIST_DIR}`)
  .split(',')
  .map((entry) => {
    const [name = '', distDir = ''] = entry.split('=');
    return { name, distDir: resolve(distDir) };
  });
const PAGE_FILTER = process.env.BENCH_PAGES?.split(',');
for (const { distDir } of BUILDS) {
  if (!existsSync(join(distDir, 'index.html'))) {
    throw new Error(`The web app is not built in ${distDir}: run \`npm run build\` first.`);
  }
}
if (!existsSync(CHROMIUM)) throw new Error(`Chromium is missing at ${CHROMIUM}`);

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });

const dataDir = await mkdtemp(join(tmpdir(), 'charla-bench-web-'));
const database = await openDatabase({ pgliteDir: 'memory://' });
await runMigrations(database);
await seed(database.db, { demoAccounts: false });
const secretKey = randomBytes(32).toString('hex');
const servers: { build: Build; app: Awaited<ReturnType<typeof buildApp>> }[] = [];
for (const { name, distDir } of BUILDS) {
  // `localhost` is a secure context, so the production session cookie (__Host-, Secure) holds.
  const port = await freePort();
  const origin = `http://localhost:${port}`;
  const config = loadConfig({
    NODE_ENV: 'production',
    SECRET_KEY: secretKey,
    PUBLIC_URL: origin,
    DATA_DIR: dataDir,
    WEB_DIST_DIR: distDir,
    LOG_LEVEL: 'warn',
  });
  const app = await buildApp({ config, database, secretKey });
  await app.listen({ host: '127.0.0.1', port });
  servers.push({ build: { name, distDir, origin }, app });
}
const [{ app, build: first }] = servers as [(typeof servers)[number]];
const origin = first.origin;
const student = await buildStudent(database.db, { learningLanguages: ['es'] });
// The student's teacher, whose home lists their classroom and the student.
const teacher = await buildTeacher(database.db);
await buildClassroom(database.db, { owner: teacher, name: 'Spanish A2', students: [student] });

/** The student's attempt in progress of the library's café scenario, started through the API. */
async function practiceSessionPath(): Promise<string> {
  const token = await app.authModule.createSession(student.user.id, 'app');
  const call = async <T>(query: string, variables: Record<string, unknown> = {}): Promise<T> => {
    const response = await fetch(`${origin}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-session-token': token },
      body: JSON.stringify({ query, variables }),
    });
    const body = (await response.json()) as { data?: T; errors?: unknown };
    if (!body.data || body.errors) throw new Error(`bench set-up: ${JSON.stringify(body)}`);
    return body.data;
  };
  const { scenarios } = await call<{ scenarios: { objects: { id: string }[] } }>(
    '{ scenarios(filter: { scope: LIBRARY, text: "café in Madrid" }) { objects { id } } }',
  );
  const { startFreePractice } = await call<{ startFreePractice: { objects: { id: string }[] } }>(
    'mutation ($id: ID!) { startFreePractice(scenarioId: $id) { objects { id } errors { messages } } }',
    { id: scenarios.objects[0]?.id },
  );
  const intentId = startFreePractice.objects?.[0]?.id;
  if (!intentId) throw new Error('bench set-up: no attempt started');
  return `/activities/practice-intent/${intentId}`;
}
const practicePage = PAGES.find((page) => page.name === 'practice session');
if (practicePage) practicePage.path = await practiceSessionPath();

type Metrics = {
  fcpMs: number;
  lcpMs: number;
  cls: number;
  tbtMs: number;
  jsBytes: number;
  jsRawBytes: number;
};
type NetworkRequest = { resourceType?: string; transferSize?: number; resourceSize?: number };

async function measure(
  page: BenchPage & { path: string },
  build: Build,
  run: number,
): Promise<Metrics | null> {
  const profile = await mkdtemp(join(tmpdir(), 'charla-chromium-'));
  const browser = await puppeteer.launch({
    executablePath: CHROMIUM,
    userDataDir: profile,
    args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
  });
  try {
    const tab = await browser.newPage();
    if (page.as !== 'anonymous') {
      const visitor = page.as === 'teacher' ? teacher : student;
      const token = await app.authModule.createSession(visitor.user.id, 'browser');
      await browser.setCookie({
        name: '__Host-sessionid',
        value: token,
        domain: 'localhost',
        path: '/',
        secure: true,
        httpOnly: true,
        sameSite: 'Lax',
      });
      // A browser the app has run in (the sign-in page, say) has recorded the mode it showed:
      // the server then paints the signed-in pages it renders per request.
      await browser.setCookie({
        name: 'charla-shown-theme',
        value: 'light',
        domain: 'localhost',
        path: '/',
        sameSite: 'Lax',
      });
    }
    const result = await lighthouse(
      `${build.origin}${page.path}`,
      {
        onlyCategories: ['performance'],
        throttlingMethod: THROTTLING,
        // The fresh profile is the empty cache; resetting storage would drop the session cookie.
        disableStorageReset: true,
        logLevel: 'error',
      },
      undefined,
      tab,
    );
    if (!result) throw new Error(`Lighthouse gave no result for ${page.path}`);
    // A failed trace (NO_NAVSTART now and then on a loaded machine) has no metrics: run again.
    if (result.lhr.runtimeError) return null;
    if (REPORT_DIR) {
      await mkdir(REPORT_DIR, { recursive: true });
      const prefix = BUILDS.length > 1 ? `${build.name}-` : '';
      const file = `${prefix}${page.name.replaceAll(' ', '-')}-${run + 1}.json`;
      await writeFile(join(REPORT_DIR, file), JSON.stringify(result.lhr, null, 1));
    }
    const { audits } = result.lhr;
    const finalPath = new URL(result.lhr.finalDisplayedUrl).pathname;
    if (finalPath !== page.path) {
      throw new Error(`${page.path} ended on ${finalPath}: the page did not stay (signed out?)`);
    }
    const requests = ((audits['network-requests']?.details as { items?: NetworkRequest[] })
      ?.items ?? []) as NetworkRequest[];
    const scripts = requests.filter((request) => request.resourceType === 'Script');
    return {
      fcpMs: audits['first-contentful-paint']?.numericValue ?? Number.NaN,
      lcpMs: audits['largest-contentful-paint']?.numericValue ?? Number.NaN,
      cls: audits['cumulative-layout-shift']?.numericValue ?? Number.NaN,
      tbtMs: audits['total-blocking-time']?.numericValue ?? Number.NaN,
      jsBytes: scripts.reduce((sum, request) => sum + (request.transferSize ?? 0), 0),
      jsRawBytes: scripts.reduce((sum, request) => sum + (request.resourceSize ?? 0), 0),
    };
  } finally {
    await browser.close();
    await rm(profile, { recursive: true, force: true });
  }
}

const MEASURE_ATTEMPTS = 3;

async function measureOnce(
  page: BenchPage & { path: string },
  build: Build,
  run: number,
): Promise<Metrics> {
  for (let attempt = 1; attempt <= MEASURE_ATTEMPTS; attempt += 1) {
    const metrics = await measure(page, build, run);
    if (metrics) return metrics;
  }
  throw new Error(`Lighthouse failed ${MEASURE_ATTEMPTS} times on ${page.path}`);
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? (sorted[middle] ?? 0)
    : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
};

const rows: string[] = [];
try {
  for (const page of PAGES) {
    if (PAGE_FILTER && !PAGE_FILTER.includes(page.name.replaceAll(' ', '-'))) continue;
    if (page.path === null) {
      rows.push(`| ${page.name} | | (page not built yet) | | | | |`);
      continue;
    }
    const runs = new Map<Build, Metrics[]>(servers.map(({ build }) => [build, []]));
    for (let run = 0; run < RUNS; run += 1) {
      for (const [build, metrics] of runs)
        metrics.push(await measureOnce({ ...page, path: page.path }, build, run));
    }
    for (const [build, metrics] of runs) {
      const pick = (key: keyof Metrics) => median(metrics.map((m) => m[key]));
      rows.push(
        `| ${page.name} | ${build.name} | ${(pick('fcpMs') / 1000).toFixed(2)} s | ${(pick('lcpMs') / 1000).toFixed(2)} s | ${pick('cls').toFixed(3)} | ${Math.round(pick('tbtMs'))} ms | ${(pick('jsBytes') / 1024).toFixed(1)} kB | ${(pick('jsRawBytes') / 1024).toFixed(1)} kB |`,
      );
    }
  }
} finally {
  for (const server of servers) await server.app.close();
  await database.close();
  await rm(dataDir, { recursive: true, force: true });
}

console.log(
  `\nLighthouse ${RUNS}× per page, mobile emulation (${THROTTLING === 'devtools' ? 'applied' : 'simulated'} throttling), medians; JavaScript as transferred and as decoded\n`,
);
console.log('| page | build | FCP | LCP | CLS | TBT | JS transferred | JS decoded |');
console.log('|---|---|---|---|---|---|---|---|');
for (const row of rows) console.log(row);
