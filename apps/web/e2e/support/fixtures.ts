import { test as base, expect } from '@playwright/test';

const url = process.env.CHARLA_E2E_URL;
if (!url) throw new Error('CHARLA_E2E_URL is not set: the global setup did not run');

/** Every test talks to the server the global setup started. */
export const test = base.extend({ baseURL: url });
export { expect };

let counter = 0;
/** A fresh address per call: tests build their own world instead of sharing accounts. */
export function uniqueEmail(prefix: string): string {
  counter += 1;
  return `${prefix}-${Date.now().toString(36)}-${counter}@e2e.charla.test`;
}

export const PASSWORD = 'Lively-Parrot-42';
