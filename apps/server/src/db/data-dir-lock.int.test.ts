import { spawn } from 'node:child_process';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DataDirInUseError, lockDataDir, lockSocketPath } from './data-dir-lock.ts';
import { openDatabase } from './database.ts';

const lockModule = fileURLToPath(new URL('./data-dir-lock.ts', import.meta.url));

let folder: string;
beforeEach(async () => {
  folder = await mkdtemp(join(tmpdir(), 'charla-lock-'));
});
afterEach(async () => {
  await rm(folder, { recursive: true, force: true });
});

/** Another process holding `directory` until it is killed. */
async function holderProcess(directory: string) {
  const child = spawn(
    process.execPath,
    [
      '--input-type=module',
      '-e',
      `const { lockDataDir } = await import(${JSON.stringify(lockModule)});
       await lockDataDir(${JSON.stringify(directory)});
       console.log('held');
       setInterval(() => {}, 1000);`,
    ],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  await new Promise<void>((held, failed) => {
    createInterface({ input: child.stdout }).once('line', () => held());
    child.once('exit', (code) => failed(new Error(`the holder exited with ${code}`)));
  });
  return child;
}

describe('the embedded database folder', () => {
  it('is refused to a second opening, before the database touches the folder', async () => {
    const directory = join(folder, 'db');
    const held = await lockDataDir(directory);
    try {
      const second = openDatabase({ pgliteDir: directory });
      await expect(second).rejects.toBeInstanceOf(DataDirInUseError);
      await expect(second).rejects.toThrow(
        `Another Charla process is using the embedded database in ${directory} (a server started with \`npm start\`, a seed or a migration). Stop it first, or give this one its own DATA_DIR.`,
      );
      expect(await readdir(directory)).toEqual([]);
    } finally {
      await held.release();
    }
    // Released: the folder is free again.
    const lock = await lockDataDir(directory);
    await lock.release();
  });

  it('refuses it while another process holds it, and takes it over once that process is killed', async () => {
    const directory = join(folder, 'db');
    const holder = await holderProcess(directory);
    try {
      await expect(lockDataDir(directory)).rejects.toBeInstanceOf(DataDirInUseError);
    } finally {
      const exited = new Promise((done) => holder.once('exit', done));
      holder.kill('SIGKILL');
      await exited;
    }
    // Killed: it closed nothing, and its socket file is still there.
    const lock = await lockDataDir(directory);
    await lock.release();
  });

  it('keeps a long folder’s lock in the temporary folder, within a socket path’s length', () => {
    const long = join(folder, 'x'.repeat(120), 'db');
    const path = lockSocketPath(long);
    expect(path.startsWith(tmpdir())).toBe(true);
    expect(path.length).toBeLessThanOrEqual(100);
    expect(lockSocketPath(long)).toBe(path);
    expect(lockSocketPath(join(folder, 'db'))).toBe(`${join(folder, 'db')}.lock`);
  });
});
