/**
 * Throughput and p99 of the classroom detail GraphQL query at 50 connections, beside a bare
 * Fastify route returning the same rows from the same PostgreSQL database, in one run; then, for
 * context, the signed-in pipeline with no field, one planned field, an anonymous one-statement query, a student's assignments (the student home's list), one mutation (the owner renames the classroom) and
 * the practice message path (a student's line, acknowledged; the embedded tutor grades it in the
 * same process, so that phase's CPU includes grading).
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
import { ClassroomDocument } from '../../apps/web/src/features/classrooms/api/classroom-query.ts';
import {
  CLASSROOM_DETAIL,
  RENAME_CLASSROOM,
  SEND_PRACTICE_MESSAGE,
  type Servers,
  STUDENT_ASSIGNMENTS,
  WEB_APP_ACCEPT,
} from './bench-queries.ts';

const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const DURATION_SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
/** Long enough for the server's code to be optimised: the first seconds under load cost more. */
const WARMUP_SECONDS = Number(process.env.BENCH_WARMUP_SECONDS ?? 5);
/** The headline pair (classroom detail, bare route) runs this many times, alternated. */
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);

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

const graphqlPost = (sessionToken: string | null, query: string, variables = {}) => ({
  method: 'POST' as const,
  headers: {
    'content-type': 'application/json',
    accept: WEB_APP_ACCEPT,
    ...(sessionToken ? { 'x-session-token': sessionToken } : {}),
  },
  body: JSON.stringify({ query, variables }),
});
const graphqlRequest = graphqlPost(servers.token, CLASSROOM_DETAIL, { id: servers.classroomId });

/** One request's answer, and the SQL statements the servers sent for it. */
async function once(url: string, request: Partial<autocannon.Options> = {}) {
  await fetch(servers.statementsUrl);
  const answer = (await fetch(url, request as RequestInit).then((r) => r.json())) as unknown;
  const { statements } = (await fetch(servers.statementsUrl).then((r) => r.json())) as {
    statements: number;
  };
  return { answer, statements };
}

// One request each first: both must answer, and with the same students.
const { answer: check, statements } = await once(servers.graphqlUrl, graphqlRequest);
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
const languagesRequest = graphqlPost(null, '{ languages { id name isoLanguageCode } }');
// Where the classroom's cost comes from, layer by layer: the signed-in pipeline with no field
// (session, rate limit, parse/validate caches, headers), then one planned field and statement.
const pipelineRequest = graphqlPost(servers.token, '{ __typename }');
const oneFieldRequest = graphqlPost(servers.token, '{ readUser(me: true) { id firstName } }');
const renameRequest = graphqlPost(servers.token, RENAME_CLASSROOM, {
  id: servers.classroomId,
  input: { name: 'Bench classroom' },
});
// The read a student makes most: their assignments with their progress and attempts.
const assignmentsRequest = graphqlPost(servers.studentToken, STUDENT_ASSIGNMENTS);
const practiceRequest = graphqlPost(servers.studentToken, SEND_PRACTICE_MESSAGE, {
  intentId: servers.intentId,
  text: 'Buenos días, quiero un café con leche, por favor.',
});

// The classroom page as the web app asks for it, as the owner sees it (the teacher's fields).
const webAppClassroomRequest = graphqlPost(servers.token, ClassroomDocument.toString(), {
  id: servers.classroomId,
  isTeacher: true,
});

// Before the writes: the grading a sent message queues would add its statements to this count.
const { answer: assignments, statements: assignmentStatements } = await once(
  servers.graphqlUrl,
  assignmentsRequest,
);
const listed = (assignments as { data?: { practiceAssignments?: { objects: unknown[] } } }).data
  ?.practiceAssignments?.objects.length;
if (!listed) throw new Error(`no assignments listed: ${JSON.stringify(assignments).slice(0, 300)}`);

// The write paths must succeed once, not only answer 200 with an error inside.
const writeStatements: string[] = [];
for (const [path, request] of [
  ['updateClassroom', renameRequest],
  ['sendPracticeMessage', practiceRequest],
] as const) {
  const { answer, statements: sent } = await once(servers.graphqlUrl, request);
  const payload = (answer as { data?: Record<string, { objects?: unknown[] | null }> }).data;
  if (!payload?.[path]?.objects?.length) {
    throw new Error(`${path} refused: ${JSON.stringify(answer).slice(0, 300)}`);
  }
  writeStatements.push(`${sent} for ${path}`);
}

const { answer: oneField } = await once(servers.graphqlUrl, oneFieldRequest);
if (!(oneField as { data?: { readUser?: { id?: string } } }).data?.readUser?.id) {
  throw new Error(`readUser refused: ${JSON.stringify(oneField).slice(0, 300)}`);
}

type CpuUsed = { cpuMicros: number; postgresMicros: Record<string, number> | null };

/** PostgreSQL CPU used between two readings, by the backends seen in the second one. */
function postgresBetween(before: CpuUsed, after: CpuUsed): number | null {
  if (!before.postgresMicros || !after.postgresMicros) return null;
  let used = 0;
  for (const [pid, micros] of Object.entries(after.postgresMicros)) {
    used += micros - (before.postgresMicros[pid] ?? 0);
  }
  return used;
}
const cpuUsed = async () => (await fetch(servers.cpuUrl).then((r) => r.json())) as CpuUsed;

type Measured = {
  name: string;
  result: autocannon.Result;
  cpuMicrosPerRequest: number;
  postgresMicrosPerRequest: number | null;
};

async function measure(
  name: string,
  url: string,
  options: Partial<autocannon.Options>,
): Promise<Measured> {
  await load(url, options, WARMUP_SECONDS);
  const before = await cpuUsed();
  const result = await load(url, options, DURATION_SECONDS);
  const after = await cpuUsed();
  const cpuMicrosPerRequest = (after.cpuMicros - before.cpuMicros) / result.requests.total;
  const postgresUsed = postgresBetween(before, after);
  const postgresMicrosPerRequest =
    postgresUsed === null ? null : postgresUsed / result.requests.total;
  return { name, result, cpuMicrosPerRequest, postgresMicrosPerRequest };
}

// The headline: GraphQL and the bare route in turns, so that a change in the machine's load
// during the run weighs on both.
const results: Measured[] = [];
const rounds: { graphql: Measured; bare: Measured }[] = [];
for (let round = 1; round <= ROUNDS; round += 1) {
  const label = ROUNDS > 1 ? ` (round ${round})` : '';
  const graphql = await measure(
    `GraphQL classroom detail${label}`,
    servers.graphqlUrl,
    graphqlRequest,
  );
  const bare = await measure(`bare Fastify, same rows${label}`, servers.bareUrl, {});
  results.push(graphql, bare);
  rounds.push({ graphql, bare });
}
for (const [name, url, options] of [
  [
    'GraphQL classroom detail on the executor (GRAPHQL_COMPILED_READS=false)',
    servers.executorGraphqlUrl,
    graphqlRequest,
  ],
  ["GraphQL the web app's classroom page (owner)", servers.graphqlUrl, webAppClassroomRequest],
  [
    "GraphQL the web app's classroom page (owner), on the executor",
    servers.executorGraphqlUrl,
    webAppClassroomRequest,
  ],
  ['GraphQL `{ __typename }` (signed in, no field)', servers.graphqlUrl, pipelineRequest],
  ['GraphQL readUser(me) (signed in, 1 field, 1 statement)', servers.graphqlUrl, oneFieldRequest],
  ['GraphQL languages (anonymous, 1 statement)', servers.graphqlUrl, languagesRequest],
  ["GraphQL a student's assignments (progress, attempts)", servers.graphqlUrl, assignmentsRequest],
  ['GraphQL mutation updateClassroom (owner)', servers.graphqlUrl, renameRequest],
  ['GraphQL sendPracticeMessage (student; grading included)', servers.graphqlUrl, practiceRequest],
] as const) {
  results.push(await measure(name, url, options));
}

console.log(
  `\n${CONNECTIONS} connections, ${DURATION_SECONDS} s each after ${WARMUP_SECONDS} s warm-up, PostgreSQL, ${graphqlStudents} students per page, SQL statements per request: ${statements} for the classroom detail, ${assignmentStatements} for the student's assignments, ${writeStatements.join(', ')} (the process's statements while each request ran: the job queues' polling can add a few; grading's own come later)\n`,
);
console.log(
  '| endpoint | req/s (mean) | p50 ms | p99 ms | server CPU ms per request | PostgreSQL CPU ms per request | errors + non-2xx |',
);
console.log('|---|---|---|---|---|---|---|');
for (const { name, result, cpuMicrosPerRequest, postgresMicrosPerRequest } of results) {
  const postgres =
    postgresMicrosPerRequest === null ? 'n/a' : (postgresMicrosPerRequest / 1000).toFixed(2);
  console.log(
    `| ${name} | ${Math.round(result.requests.average)} | ${result.latency.p50} | ${result.latency.p99} | ${(cpuMicrosPerRequest / 1000).toFixed(2)} | ${postgres} | ${result.errors + result.non2xx} |`,
  );
}
const percent = (share: number) => `${Math.round(share * 100)}%`;
const shares = rounds.map(
  ({ graphql, bare }) => graphql.result.requests.average / bare.result.requests.average,
);
const median = [...shares].sort((a, b) => a - b)[Math.floor(shares.length / 2)] ?? 0;
const cpuRatios = rounds.map(
  ({ graphql, bare }) => graphql.cpuMicrosPerRequest / bare.cpuMicrosPerRequest,
);
console.log(
  `\nGraphQL serves ${percent(median)} of the bare route's throughput (median of ${shares.length} alternated rounds: ${shares.map(percent).join(', ')}); it costs ${cpuRatios.map((ratio) => `${ratio.toFixed(1)}×`).join(', ')} the bare route's server CPU per request.`,
);

const refused = results.filter(({ result }) => result.errors + result.non2xx > 0);
if (refused.length > 0) {
  console.log(
    `\nNOT COMPARABLE: ${refused.map(({ name }) => name).join(', ')} answered errors (a rate limit or a failure), not the work measured.`,
  );
  process.exitCode = 1;
}

child.stdin.end();
await new Promise((resolve) => child.once('exit', resolve));
