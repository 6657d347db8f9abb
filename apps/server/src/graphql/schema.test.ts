import { execFile } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import type { GraphQLObjectType } from 'graphql';
import { describe, expect, it } from 'vitest';
import { SCHEMA_FILE } from './print-schema.ts';
import { schema } from './schema.ts';

/** Root fields anyone may call without signing in. */
const PUBLIC_FIELDS = [
  'Query.languages',
  'Query.teacherInvitePreview',
  'Query.classroomInvitePreview',
  'Query.teacherToClassroomInvitationPreview',
];

function rootFields(type: GraphQLObjectType | null | undefined) {
  return Object.values(type?.getFields() ?? {}).map((field) => ({
    name: `${type?.name}.${field.name}`,
    authScopes: (field.extensions as { pothosOptions?: { authScopes?: unknown } }).pothosOptions
      ?.authScopes,
  }));
}

describe('schema', () => {
  it('matches the committed schema.graphql (run `npm run schema:print` after a change)', async () => {
    // Printed in a plain Node process: under Vite's "development" condition graphql would load
    // twice (its dev build here, its production build inside Pothos) and refuse to print.
    const { stdout } = await promisify(execFile)(
      process.execPath,
      [fileURLToPath(new URL('./print-schema.ts', import.meta.url)), '--stdout'],
      { maxBuffer: 16 * 1024 * 1024 },
    );
    expect(stdout).toBe(await readFile(SCHEMA_FILE, 'utf8'));
  });

  it('declares auth scopes on every query and mutation; only previews and languages are public', () => {
    const fields = [...rootFields(schema.getQueryType()), ...rootFields(schema.getMutationType())];
    const undeclared = fields.filter((field) => field.authScopes === undefined);
    expect(undeclared.map((field) => field.name)).toEqual([]);
    const publicFields = fields.filter(
      (field) =>
        typeof field.authScopes === 'object' &&
        (field.authScopes as { public?: boolean }).public === true,
    );
    expect(publicFields.map((field) => field.name).sort()).toEqual([...PUBLIC_FIELDS].sort());
  });
});
