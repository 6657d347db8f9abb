import { graphqlRequest } from '../../lib/graphql-client.ts';
import { AuthoringLanguagesDocument } from './api/authoring-languages-query.ts';
import { TaughtLanguagesDocument } from './api/taught-languages-query.ts';

/**
 * The language catalogue and the language a new scenario or curriculum starts in: the first one
 * the teacher teaches, not the first of the catalogue.
 */
export async function loadNewItemLanguages() {
  const [catalogue, taught] = await Promise.all([
    graphqlRequest(AuthoringLanguagesDocument),
    graphqlRequest(TaughtLanguagesDocument),
  ]);
  const firstTaught =
    taught.readUser?.teacherProfile?.paginatedLanguagesTaught.objects[0]?.id ?? null;
  const defaultLanguageId =
    catalogue.languages.find((language) => language.id === firstTaught)?.id ??
    catalogue.languages[0]?.id ??
    '';
  return { languages: catalogue.languages, defaultLanguageId };
}
