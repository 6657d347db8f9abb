import { createHash } from 'node:crypto';
import { unlink } from 'node:fs/promises';
import { createConnection, createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

/**
 * The embedded database is one process's: PGlite takes no lock on its folder, and a second
 * process opening it (a second `npm start`, a seed while the server runs) corrupts it for good.
 * This lock is a socket that listens for as long as its holder lives: another process finds it
 * answering and stops; a socket left by a process that died answers nothing, and is taken over.
 * The kernel closes it with its process, so a crash never leaves the folder locked, and no process
 * id is read back that another process may have been given since.
 */

/** Another process holds the folder: the message says what to do. */
export class DataDirInUseError extends Error {
  readonly directory: string;

  constructor(directory: string) {
    super(
      `Another Charla process is using the embedded database in ${directory} (a server started with \`npm start\`, a seed or a migration). Stop it first, or give this one its own DATA_DIR.`,
    );
    this.name = 'DataDirInUseError';
    this.directory = directory;
  }
}

export type DataDirLock = { release: () => Promise<void> };

/** Unix sockets' paths are short (108 bytes on Linux): a long folder's socket goes to tmpdir. */
const MAX_SOCKET_PATH = 100;

export function lockSocketPath(directory: string): string {
  const absolute = resolve(directory);
  const digest = createHash('sha256').update(absolute).digest('hex').slice(0, 24);
  if (process.platform === 'win32') return `\\\\?\\pipe\\charla-db-${digest}`;
  const beside = `${absolute}.lock`;
  return beside.length <= MAX_SOCKET_PATH ? beside : join(tmpdir(), `charla-db-${digest}.lock`);
}

/** Takes the folder for this process, or throws DataDirInUseError. */
export async function lockDataDir(directory: string): Promise<DataDirLock> {
  const path = lockSocketPath(directory);
  let server = await listenOn(path);
  if (!server) {
    if (await answers(path)) throw new DataDirInUseError(resolve(directory));
    // Left by a process that died: nobody listens behind it.
    await unlink(path).catch(() => undefined);
    server = await listenOn(path);
    if (!server) throw new DataDirInUseError(resolve(directory));
  }
  // Never keeps the process alive on its own; a connection is only ever a test of life.
  server.unref();
  server.on('connection', (socket) => socket.destroy());
  const held = server;
  return {
    release: () => new Promise<void>((done) => held.close(() => done())),
  };
}

/** A listening server on `path`, or null when something is there already. */
function listenOn(path: string): Promise<Server | null> {
  return new Promise((settle, fail) => {
    const server = createServer();
    server.once('error', (error: NodeJS.ErrnoException) => {
      if (error.code === 'EADDRINUSE') settle(null);
      else fail(error);
    });
    server.listen(path, () => settle(server));
  });
}

/** Whether a live process listens on `path`. */
function answers(path: string): Promise<boolean> {
  return new Promise((settle) => {
    const socket = createConnection(path);
    socket.once('connect', () => {
      socket.destroy();
      settle(true);
    });
    socket.once('error', () => settle(false));
  });
}

/** For the command-line scripts: a held folder ends them with its message, not a stack trace. */
export function exitIfDataDirInUse(error: unknown): never {
  if (error instanceof DataDirInUseError) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
}
