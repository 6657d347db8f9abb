/**
 * Where the classroom detail GraphQL query spends its CPU: runs the bench servers under
 * `node --cpu-prof`, loads only the GraphQL endpoint, and prints the top costs of the profile.
 *
 *   npm run bench:graphql:profile     (BENCH_SECONDS, BENCH_CONNECTIONS, BENCH_DATABASE_URL)
 *   BENCH_EXECUTOR=1 npm run bench:graphql:profile   (the same on the executor: no compiled reads)
 *
 * Two tables: self time by function (where the CPU is), and total time by function (what a
 * flame graph's wide bars are). The .cpuprofile stays in .tmp/cpu-profiles/ for Chromium's
 * DevTools (Performance → load profile) or speedscope.
 */
import { spawn } from 'node:child_process';
import { mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { join, relative } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { CLASSROOM_DETAIL, type Servers, WEB_APP_ACCEPT } from './bench-queries.ts';

const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const DURATION_SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const TOP = Number(process.env.PROFILE_TOP ?? 5);
const onExecutor = process.env.BENCH_EXECUTOR === '1';
const root = fileURLToPath(new URL('../../', import.meta.url));
const profileDir = join(root, '.tmp', 'cpu-profiles');
rmSync(profileDir, { recursive: true, force: true });
mkdirSync(profileDir, { recursive: true });

const child = spawn(
  process.execPath,
  [
    '--cpu-prof',
    `--cpu-prof-dir=${profileDir}`,
    fileURLToPath(new URL('./bench-servers.ts', import.meta.url)),
  ],
  { stdio: ['pipe', 'pipe', 'inherit'] },
);
const firstLine = await new Promise<string>((resolve, reject) => {
  createInterface({ input: child.stdout }).once('line', resolve);
  child.once('exit', (code) => reject(new Error(`bench servers exited with ${code}`)));
});
const servers = JSON.parse(firstLine) as Servers;
const result = await autocannon({
  url: onExecutor ? servers.executorGraphqlUrl : servers.graphqlUrl,
  connections: CONNECTIONS,
  duration: DURATION_SECONDS,
  method: 'POST',
  headers: {
    'content-type': 'application/json',
    accept: WEB_APP_ACCEPT,
    'x-session-token': servers.token,
  },
  body: JSON.stringify({ query: CLASSROOM_DETAIL, variables: { id: servers.classroomId } }),
});
child.stdin.end();
await new Promise((resolve) => child.once('exit', resolve));

type CallFrame = { functionName: string; url: string; lineNumber: number };
type ProfileNode = { id: number; callFrame: CallFrame; hitCount?: number; children?: number[] };
type Profile = {
  nodes: ProfileNode[];
  startTime: number;
  endTime: number;
  samples: number[];
  timeDeltas: number[];
};

const file = readdirSync(profileDir).find((name) => name.endsWith('.cpuprofile'));
if (!file) throw new Error(`no .cpuprofile written to ${profileDir}`);
const profile = JSON.parse(readFileSync(join(profileDir, file), 'utf8')) as Profile;
const msPerSample = (profile.endTime - profile.startTime) / 1000 / profile.samples.length;

// Only the samples taken under load: start-up (migrations, seeding, module loading) is not the
// request path. The profile's clock is the monotonic one the child reported readiness on.
const hits = new Map<number, number>();
let time = profile.startTime;
profile.samples.forEach((id, index) => {
  time += profile.timeDeltas[index] ?? 0;
  if (time >= servers.readyAtMicros) hits.set(id, (hits.get(id) ?? 0) + 1);
});
if (hits.size === 0) throw new Error('no sample after the servers were ready: clocks differ?');

/** "graphql/execution/execute.js:412 executeField", shortened to the package and file. */
function label({ functionName, url, lineNumber }: CallFrame): string {
  const path = url.startsWith('file://') ? fileURLToPath(url) : url;
  const modules = path.lastIndexOf('node_modules/');
  const where = !path
    ? ''
    : modules >= 0
      ? path.slice(modules + 'node_modules/'.length)
      : relative(root, path);
  const name = functionName || '(anonymous)';
  return where ? `${name} ${where}:${lineNumber + 1}` : name;
}

const byId = new Map(profile.nodes.map((node) => [node.id, node]));
const parent = new Map<number, number>();
for (const node of profile.nodes) for (const id of node.children ?? []) parent.set(id, node.id);

/** The npm package a frame belongs to, or the app's folder, or the Node built-in. */
function owner({ functionName, url }: CallFrame): string {
  const path = url.startsWith('file://') ? fileURLToPath(url) : url;
  const inModules = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(path);
  if (inModules?.[1]) return inModules[1];
  if (path.startsWith('node:')) return 'node (built-in)';
  if (path.startsWith(root)) return relative(root, path).split('/').slice(0, 4).join('/');
  return functionName || '(native)';
}

const self = new Map<string, number>();
const byOwner = new Map<string, number>();
const total = new Map<string, number>();
let activeSamples = 0;
for (const node of profile.nodes) {
  const count = hits.get(node.id) ?? 0;
  if (count === 0) continue;
  const name = label(node.callFrame);
  if (!['(idle)', '(program)', '(root)'].includes(name)) activeSamples += count;
  self.set(name, (self.get(name) ?? 0) + count);
  const ownerName = owner(node.callFrame);
  byOwner.set(ownerName, (byOwner.get(ownerName) ?? 0) + count);
  // Each distinct function on the stack counts once, as a flame graph's bar does.
  const seen = new Set<string>();
  for (let id: number | undefined = node.id; id !== undefined; id = parent.get(id)) {
    const frame = byId.get(id)?.callFrame;
    if (!frame) break;
    const frameName = label(frame);
    if (seen.has(frameName)) continue;
    seen.add(frameName);
    total.set(frameName, (total.get(frameName) ?? 0) + count);
  }
}

const IGNORED = new Set(['(root)', '(idle)', '(program)', '(anonymous)']);
function print(title: string, counts: Map<string, number>, top = TOP) {
  console.log(`\n${title}`);
  console.log('| # | where | ms | % of busy CPU |');
  console.log('|---|---|---|---|');
  [...counts]
    .filter(([name]) => !IGNORED.has(name))
    .sort((a, b) => b[1] - a[1])
    .slice(0, top)
    .forEach(([name, count], index) => {
      const ms = Math.round(count * msPerSample);
      const share = ((count / activeSamples) * 100).toFixed(1);
      console.log(`| ${index + 1} | \`${name}\` | ${ms} | ${share}% |`);
    });
}

console.log(
  `\nClassroom detail${onExecutor ? ' on the executor' : ''} under --cpu-prof: ${Math.round(result.requests.average)} req/s, p99 ${result.latency.p99} ms, ${CONNECTIONS} connections, ${DURATION_SECONDS} s`,
);
console.log(`busy CPU: ${Math.round(activeSamples * msPerSample)} ms (under load; idle excluded)`);
print(`Top ${TOP} by self time`, self);
// Node's own frames (event loop, streams) wrap everything: leave them out so the table shows
// the request's stages in the app and its libraries.
const stages = new Map([...total].filter(([name]) => !/ node:|^runMicrotasks$/.test(name)));
print(`Top ${TOP} by total time (the app's and libraries' frames)`, stages);
print(`Top ${TOP * 2} by self time per package`, byOwner, TOP * 2);
console.log(`\nprofile: ${relative(root, join(profileDir, file))}`);
