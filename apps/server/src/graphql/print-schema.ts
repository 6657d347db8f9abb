import { writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { printSchema } from 'graphql';
import { schema } from './schema.ts';

/** The committed SDL: reviewed in every change and read by the web app's code generator. */
export const SCHEMA_FILE = fileURLToPath(new URL('../../schema.graphql', import.meta.url));

export function printedSchema(): string {
  return `${printSchema(schema)}\n`;
}

if (import.meta.main) {
  if (process.argv.includes('--stdout')) {
    process.stdout.write(printedSchema());
  } else {
    await writeFile(SCHEMA_FILE, printedSchema());
    console.warn(`Wrote ${SCHEMA_FILE}`);
  }
}
