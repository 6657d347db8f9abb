import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { finiteAnimationsEnded } from './finite-animations.ts';
import { expect } from './fixtures.ts';

/** axe finds nothing serious or critical on the page once its transitions have ended. */
export async function expectNoSeriousViolations(page: Page) {
  await finiteAnimationsEnded(page, 5_000);
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter((violation) =>
    ['serious', 'critical'].includes(violation.impact ?? ''),
  );
  expect(
    serious.map(
      (violation) =>
        `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    ),
  ).toEqual([]);
}
