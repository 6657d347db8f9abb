import { loadConfig } from '../config/config.ts';
import { exitIfDataDirInUse } from './data-dir-lock.ts';
import { openDatabase, pgliteDirIn } from './database.ts';
import { runMigrations } from './migrate.ts';

const config = loadConfig();
const database = await openDatabase({
  url: config.databaseUrl,
  pgliteDir: pgliteDirIn(config.dataDir),
}).catch(exitIfDataDirInUse);
await runMigrations(database);
await database.close();
console.warn(`Migrations applied (${database.kind}).`);
