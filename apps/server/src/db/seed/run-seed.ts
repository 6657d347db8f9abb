import { loadConfig } from '../../config/config.ts';
import { exitIfDataDirInUse } from '../data-dir-lock.ts';
import { openDatabase, pgliteDirIn } from '../database.ts';
import { runMigrations } from '../migrate.ts';
import { seed } from './seed.ts';

const config = loadConfig();
const database = await openDatabase({
  url: config.databaseUrl,
  pgliteDir: pgliteDirIn(config.dataDir),
}).catch(exitIfDataDirInUse);
await runMigrations(database);
const applied = await seed(database.db);
await database.close();
console.warn(
  applied.length > 0 ? `Seeded: ${applied.join(', ')}.` : 'Nothing to seed: already done.',
);
