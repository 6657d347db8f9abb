import type { APIRequestContext } from '@playwright/test';
import { graphql } from './accounts.ts';
import { expect } from './fixtures.ts';

/** A Spanish A2 classroom of the request context's teacher, made through the API; returns its id. */
export async function createClassroom(request: APIRequestContext, name: string): Promise<string> {
  const { languages } = await graphql<{ languages: { id: string; isoLanguageCode: string }[] }>(
    request,
    'query { languages { id isoLanguageCode } }',
  );
  const spanish = languages.find((language) => language.isoLanguageCode === 'es');
  const { createClassroom: created } = await graphql<{
    createClassroom: { success: boolean; objects: { id: string }[] | null; errors: unknown };
  }>(
    request,
    'mutation($input: ClassroomInput!) { createClassroom(input: $input) { success objects { id } errors { field messages } } }',
    { input: { name, languageId: spanish?.id, level: 'A2' } },
  );
  expect(created.success, JSON.stringify(created.errors)).toBe(true);
  const id = created.objects?.[0]?.id;
  if (!id) throw new Error('createClassroom returned no classroom');
  return id;
}
