/**
 * `npm test`: every suite in order — typecheck, lint, unit and integration (server), the
 * security regression suite (server `*.security.test.ts`, `npm test -- security`), web unit,
 * web build, end-to-end — then one line `N passed, N failed` over all of them.
 * Each suite's own output streams through; counts come from the runners' JSON reports.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';

type Tally = { passed: number; failed: number; skipped: number };
type Step = {
  name: string;
  command: string[];
  env?: Record<string, string>;
  report?: (path: string) => Tally;
};

const reportDir = join(process.cwd(), '.tmp', 'test-reports');
rmSync(reportDir, { recursive: true, force: true });
mkdirSync(reportDir, { recursive: true });

const vitestReport = (path: string): Tally => {
  const report = JSON.parse(readFileSync(path, 'utf8')) as {
    numPassedTests: number;
    numFailedTests: number;
    numPendingTests: number;
    numTodoTests: number;
    testResults: { status: string; assertionResults: unknown[] }[];
  };
  // A file that fails to load has no assertion results: count it as one failure.
  const brokenFiles = report.testResults.filter(
    (file) => file.status === 'failed' && file.assertionResults.length === 0,
  ).length;
  return {
    passed: report.numPassedTests,
    failed: report.numFailedTests + brokenFiles,
    skipped: report.numPendingTests + report.numTodoTests,
  };
};

const playwrightReport = (path: string): Tally => {
  const report = JSON.parse(readFileSync(path, 'utf8')) as {
    stats: { expected: number; unexpected: number; flaky: number; skipped: number };
    errors?: unknown[];
  };
  return {
    passed: report.stats.expected + report.stats.flaky,
    failed: report.stats.unexpected + (report.errors?.length ?? 0),
    skipped: report.stats.skipped,
  };
};

const onlyArgument = process.argv[2];

/** A Vitest run of one workspace (optionally some of its projects) with a JSON report. */
const vitestStep = (name: string, root: string, projectArgs: string[] = []): Step => ({
  name,
  command: [
    'npx',
    'vitest',
    'run',
    '--root',
    root,
    ...projectArgs,
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${join(reportDir, `${name}.json`)}`,
  ],
  report: () => vitestReport(join(reportDir, `${name}.json`)),
});

const steps: Step[] = [
  { name: 'typecheck', command: ['npm', 'run', 'typecheck'] },
  { name: 'lint', command: ['npx', 'biome', 'ci', '.'] },
  vitestStep('server', 'apps/server', ['--project', '!security']),
  vitestStep('security', 'apps/server', ['--project', 'security']),
  vitestStep('web', 'apps/web'),
  { name: 'build', command: ['npm', 'run', 'build'] },
  ...(existsSync('apps/web/playwright.config.ts')
    ? [
        {
          name: 'e2e',
          command: [
            'npx',
            'playwright',
            'test',
            '--config',
            'apps/web/playwright.config.ts',
            '--reporter=list,json',
          ],
          env: { PLAYWRIGHT_JSON_OUTPUT_NAME: join(reportDir, 'e2e.json') },
          report: () => playwrightReport(join(reportDir, 'e2e.json')),
        } satisfies Step,
      ]
    : []),
];

const total: Tally = { passed: 0, failed: 0, skipped: 0 };
const lines: string[] = [];
for (const step of steps.filter((s) => !onlyArgument || s.name === onlyArgument)) {
  console.log(`\n━━ ${step.name}: ${step.command.join(' ')}`);
  const [command, ...args] = step.command as [string, ...string[]];
  const result = spawnSync(command, args, {
    stdio: 'inherit',
    env: { ...process.env, ...step.env },
  });
  let tally: Tally;
  if (step.report) {
    try {
      tally = step.report('');
      if (result.status !== 0 && tally.failed === 0) tally.failed = 1; // the runner failed outside any test
    } catch {
      tally = { passed: 0, failed: 1, skipped: 0 }; // no report: the runner itself broke
    }
  } else {
    tally =
      result.status === 0
        ? { passed: 1, failed: 0, skipped: 0 }
        : { passed: 0, failed: 1, skipped: 0 };
  }
  total.passed += tally.passed;
  total.failed += tally.failed;
  total.skipped += tally.skipped;
  lines.push(
    `  ${step.name.padEnd(10)} ${tally.passed} passed · ${tally.failed} failed · ${tally.skipped} skipped`,
  );
}

console.log(`\n${lines.join('\n')}`);
console.log(
  `${total.passed} passed, ${total.failed} failed${total.skipped ? `, ${total.skipped} skipped` : ''}`,
);
process.exit(total.failed > 0 ? 1 : 0);
