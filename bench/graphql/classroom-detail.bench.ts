/**
 * Throughput and p99 of the classroom detail GraphQL query at 50 connections, beside a bare
 * Fastify route returning the same rows from the same PostgreSQL database, in one run.
 *
 *   npm run bench:graphql            (BENCH_DATABASE_URL, default postgres://postgres@127.0.0.1:5432/postgres)
 *
 * The servers run in a child process so the load generator does not share their event loop;
 * on a 2-core machine both still share the CPUs, so read the figures side by side, not alone.
 */
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { CLASSROOM_DETAIL, type Servers } from './bench-queries.ts';

const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const DURATION_SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const WARMUP_SECONDS = 2;

const child = spawn(
  process.execPath,
  [fileURLToPath(new URL('./bench-servers.ts', import.meta.url))],
  { stdio: ['pipe', 'pipe', 'inherit'] },
);
const firstLine = await new Promise<string>((resolve, reject) => {
  const lines = createInterface({ input: child.stdout });
  lines.once('line', resolve);
  child.once('exit', (code) => reject(new Error(`bench servers exited with ${code}`)));
});
const servers = JSON.parse(firstLine) as Servers;

const graphqlRequest = {
  method: 'POST' as const,
  headers: { 'content-type': 'application/json', 'x-session-token': servers.token },
  body: JSON.stringify({ query: CLASSROOM_DETAIL, variables: { id: servers.classroomId } }),
};

// One request each first: both must answer, and with the same students.
await fetch(servers.statementsUrl);
const check = await fetch(servers.graphqlUrl, graphqlRequest).then((r) => r.json());
const { statements } = (await fetch(servers.statementsUrl).then((r) => r.json())) as {
  statements: number;
};
const bareCheck = await fetch(servers.bareUrl).then((r) => r.json());
const graphqlStudents = (
  check as { data?: { classroom?: { paginatedStudents: { objects: unknown[] } } } }
).data?.classroom?.paginatedStudents.objects.length;
const bareStudents = (bareCheck as { students?: unknown[] }).students?.length;
if (!graphqlStudents || graphqlStudents !== bareStudents) {
  throw new Error(`unexpected answers: ${JSON.stringify(check).slice(0, 300)}`);
}

async function load(url: string, options: Partial<autocannon.Options>, seconds: number) {
  return autocannon({ url, connections: CONNECTIONS, duration: seconds, ...options });
}

// Context for the reader: the same server answering a public one-statement query, no session.
const languagesRequest = {
  method: 'POST' as const,
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ query: '{ languages { id name isoLanguageCode } }' }),
};

const cpuMicros = async () =>
  ((await fetch(servers.cpuUrl).then((r) => r.json())) as { cpuMicros: number }).cpuMicros;

const results: { name: string; result: autocannon.Result; cpuMicrosPerRequest: number }[] = [];
for (const [name, url, options] of [
  ['GraphQL classroom detail', servers.graphqlUrl, graphqlRequest],
  ['bare Fastify, same rows', servers.bareUrl, {}],
  ['GraphQL languages (anonymous, 1 statement)', servers.graphqlUrl, languagesRequest],
] as const) {
  await load(url, options, WARMUP_SECONDS);
  const cpuBefore = await cpuMicros();
  const result = await load(url, options, DURATION_SECONDS);
  const cpuMicrosPerRequest = ((await cpuMicros()) - cpuBefore) / result.requests.total;
  results.push({ name, result, cpuMicrosPerRequest });
}

console.log(
  `\n${CONNECTIONS} connections, ${DURATION_SECONDS} s each after ${WARMUP_SECONDS} s warm-up, PostgreSQL, ${graphqlStudents} students per page, ${statements} SQL statements per GraphQL request\n`,
);
console.log(
  '| endpoint | req/s (mean) | p50 ms | p99 ms | server CPU ms per request | errors + non-2xx |',
);
console.log('|---|---|---|---|---|---|');
for (const { name, result, cpuMicrosPerRequest } of results) {
  console.log(
    `| ${name} | ${Math.round(result.requests.average)} | ${result.latency.p50} | ${result.latency.p99} | ${(cpuMicrosPerRequest / 1000).toFixed(2)} | ${result.errors + result.non2xx} |`,
  );
}
const [graphql, bare] = results;
if (graphql && bare) {
  console.log(
    `\nGraphQL serves ${Math.round((graphql.result.requests.average / bare.result.requests.average) * 100)}% of the bare route's throughput; it costs ${(graphql.cpuMicrosPerRequest / bare.cpuMicrosPerRequest).toFixed(1)}× the bare route's server CPU per request.`,
  );
}

child.stdin.end();
await new Promise((resolve) => child.once('exit', resolve));
