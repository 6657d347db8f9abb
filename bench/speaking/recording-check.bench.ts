/**
 * What checking a recorded answer costs the server (apps/server/src/speaking): content detection,
 * music-metadata, and the block walk for MediaRecorder's WebM, on the committed fixtures and on a
 * two-minute WAV. Median of several runs; figures go here, never into test assertions.
 *
 *   npm run bench:speaking
 */
import { readFile } from 'node:fs/promises';
import { performance } from 'node:perf_hooks';
import { inspectRecording } from '../../apps/server/src/speaking/recording-inspection.ts';
import { webmDurationFromBlocks } from '../../apps/server/src/speaking/webm-duration.ts';
import { silentWav } from '../../apps/server/src/test/fake-openai-server.ts';

const RUNS = 15;
const FIXTURES = new URL('../../apps/server/src/speaking/fixtures/', import.meta.url);
const LIMITS = { maxBytes: 50 * 1024 * 1024, maxSeconds: 3600 };

async function median(work: () => Promise<unknown> | unknown): Promise<number> {
  await work();
  const times: number[] = [];
  for (let run = 0; run < RUNS; run += 1) {
    const start = performance.now();
    await work();
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  return times[Math.floor(RUNS / 2)] ?? 0;
}

const fixture = async (file: string) => new Uint8Array(await readFile(new URL(file, FIXTURES)));
const tenMinutes = await fixture('silence-10-minutes.webm');
const samples: [string, Uint8Array][] = [
  ['Chromium MediaRecorder Opus/WebM, 4 s', await fixture('chromium-mediarecorder-opus.webm')],
  ['AAC/MP4, 4 s', await fixture('aac.mp4')],
  ['Opus/Ogg, 4 s', await fixture('opus.ogg')],
  ['Opus/WebM without duration, 10 min', tenMinutes],
];
samples.push(['WAV 8 kHz mono, 2 min', silentWav(120)]);

const rows: string[] = [];
for (const [label, bytes] of samples) {
  const file = new File([new Uint8Array(bytes)], 'answer');
  let seconds = 0;
  const ms = await median(async () => {
    seconds = (await inspectRecording(file, LIMITS)).durationSeconds;
  });
  rows.push(
    `| ${label} | ${(bytes.byteLength / 1024).toFixed(0)} kB | ${seconds} s | ${ms.toFixed(1)} ms |`,
  );
}
const walk = await median(() => webmDurationFromBlocks(tenMinutes));

process.stdout.write(
  [
    `inspectRecording, median of ${RUNS} runs (Node ${process.versions.node})`,
    '',
    '| recording | size | length read | time |',
    '|---|---|---|---|',
    ...rows,
    '',
    `block walk alone on the 10-minute WebM (5,000 blocks): ${walk.toFixed(2)} ms`,
    '',
  ].join('\n'),
);
