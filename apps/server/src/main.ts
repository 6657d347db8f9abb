import { existsSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './config/config.ts';
import { resolveSecretKey } from './config/secret-key.ts';
import { DataDirInUseError } from './db/data-dir-lock.ts';
import { openDatabase, pgliteDirIn } from './db/database.ts';
import { runMigrations } from './db/migrate.ts';
import { seed } from './db/seed/seed.ts';

async function main(): Promise<void> {
  const envFile = resolve(process.env.INIT_CWD ?? process.cwd(), '.env');
  if (existsSync(envFile)) process.loadEnvFile(envFile);
  const config = loadConfig();
  await mkdir(join(config.dataDir, 'media'), { recursive: true });
  const database = await openDatabase({
    url: config.databaseUrl,
    pgliteDir: pgliteDirIn(config.dataDir),
    onIdleError: (error) => console.warn(`database connection lost: ${error.message}`),
  });
  if (database.kind === 'pglite') await runMigrations(database);
  const secretKey = await resolveSecretKey(config.secretKey, config.dataDir, database);
  if (config.seedOnStart) await seed(database.db);

  const app = await buildApp({ config, database, secretKey });
  app.log.info({ database: database.kind, dataDir: config.dataDir }, 'starting');

  let stopping = false;
  const stop = async (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, 'stopping: finishing in-flight requests and jobs');
    const timer = setTimeout(() => {
      app.log.error('in-flight requests did not finish in time; exiting');
      process.exit(1);
    }, config.shutdownGraceMs);
    timer.unref();
    await app.close();
    await database.close();
    app.log.info('stopped cleanly');
    process.exit(0);
  };
  process.once('SIGTERM', stop);
  process.once('SIGINT', stop);

  await app.listen({ host: config.host, port: config.port });
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof DataDirInUseError) {
    console.error(error.message);
  } else {
    console.error(error);
  }
  process.exit(1);
});
