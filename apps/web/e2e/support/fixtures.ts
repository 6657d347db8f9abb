import { test as base, expect } from '@playwright/test';
import { checkVisitedLayouts, recordVisits } from './layout-check.ts';

const url = process.env.CHARLA_E2E_URL;
if (!url) throw new Error('CHARLA_E2E_URL is not set: the global setup did not run');

/** Time for opening a test's pages again in two languages and two widths. */
const LAYOUT_CHECK_TIMEOUT_MS = 120_000;

/**
 * Every test talks to the server the global setup started, and every page it visits gets the
 * layout check (support/layout-check.ts) when it passes; `test.use({ layoutCheck: false })` for a
 * spec whose pages cannot be opened twice. A Content-Security-Policy violation reported in the
 * console of any of its pages fails the test (the server's CSP must let the app work).
 */
export const test = base.extend<{ layoutCheck: boolean }>({
  baseURL: url,
  layoutCheck: [true, { option: true }],
  context: [
    async ({ context, layoutCheck }, use, testInfo) => {
      const origin = new URL(url).origin;
      const visited = recordVisits(context, origin);
      const violations: string[] = [];
      context.on('console', (message) => {
        if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
      });
      await use(context);
      expect(violations, 'Content-Security-Policy violations in the console').toEqual([]);
      if (!layoutCheck || testInfo.status !== testInfo.expectedStatus) return;
      const started = Date.now();
      const { checked, problems } = await checkVisitedLayouts(context, visited, origin);
      // Reported beside the test (the JSON and HTML reports): the check runs after the test's
      // own duration is taken, so this is what it adds.
      if (checked.length > 0) {
        testInfo.annotations.push({
          type: 'layout check',
          description: `${checked.join(', ')} in ${Date.now() - started} ms`,
        });
      }
      expect(problems, 'the layout check of the pages this test visited').toEqual([]);
    },
    { scope: 'test', timeout: LAYOUT_CHECK_TIMEOUT_MS },
  ],
});
export { expect };

let counter = 0;
/** Playwright numbers each worker process of a run apart (a restarted one gets a new number). */
const worker = process.env.TEST_WORKER_INDEX ?? '0';
/**
 * A fresh address per call: tests build their own world instead of sharing accounts. The worker's
 * number keeps two workers apart within the same millisecond.
 */
export function uniqueEmail(prefix: string): string {
  counter += 1;
  return `${prefix}-${Date.now().toString(36)}-${worker}-${counter}@e2e.charla.test`;
}

export const PASSWORD = 'Lively-Parrot-42';
