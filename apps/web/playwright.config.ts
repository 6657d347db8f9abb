import { existsSync } from 'node:fs';
import { defineConfig } from '@playwright/test';
import { SPEECH_SAMPLE_WAV } from './e2e/support/speech-sample.ts';

/** Debian's Chromium: Playwright's own browser downloads are never used on these machines. */
const CHROMIUM = '/usr/bin/chromium';
if (!existsSync(CHROMIUM)) {
  throw new Error(
    `Chromium is missing at ${CHROMIUM}. Install it with \`apt-get update && apt-get install -y chromium\` (never \`npx playwright install\`).`,
  );
}

const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/** Specs that speak: Chromium's fake microphone plays the sample e2e/support/speech-sample.ts makes. */
const SPEAKING_SPECS = /speaking[^/]*\.spec\.ts$/;

/**
 * End-to-end journeys in Chromium against the real server: global setup starts it on a free port
 * with a fresh data folder (PGlite), a loopback SMTP server whose mails the tests read and a
 * loopback OpenID provider (oidc-provider) for signing in with a provider. The web app must be
 * built first (`npm run build -w apps/web`; the root `npm test` does it).
 */
export default defineConfig({
  testDir: './e2e',
  globalSetup: './e2e/support/global-setup.ts',
  outputDir: './test-results',
  // One worker: the machine has two cores and the embedded database is single-threaded.
  workers: 1,
  fullyParallel: false,
  // Generous: a journey that passes in 20 s on an idle machine can take three times as long on a
  // busy two-core one; a real failure still fails fast on its expectation's own timeout.
  timeout: 120_000,
  expect: { timeout: 10_000 },
  retries: 0,
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    browserName: 'chromium',
    locale: 'en-US',
    timezoneId: 'Europe/Madrid',
    viewport: { width: 1440, height: 900 },
    // No trace by default: recording one (a DOM snapshot per action and a screencast) nearly
    // doubled the CPU the suite used, and CI keeps no test-results folder to read it from. To
    // debug a failure, run the spec with `--trace retain-on-failure` (or `--trace on`).
    trace: 'off',
    launchOptions: { executablePath: CHROMIUM, args: CHROMIUM_ARGS },
  },
  projects: [
    { name: 'chromium', testIgnore: SPEAKING_SPECS },
    {
      name: 'fake-microphone',
      testMatch: SPEAKING_SPECS,
      use: {
        launchOptions: {
          executablePath: CHROMIUM,
          args: [
            ...CHROMIUM_ARGS,
            '--use-fake-device-for-media-stream',
            `--use-file-for-fake-audio-capture=${SPEECH_SAMPLE_WAV}`,
            '--autoplay-policy=no-user-gesture-required',
          ],
        },
      },
    },
  ],
});
