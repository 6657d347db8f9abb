import type { CefrLevel } from '../db/schema/index.ts';
import { builder } from '../graphql/builder.ts';
import { CefrLevelEnum } from '../graphql/enums.ts';
import { isUuid } from '../graphql/ids.ts';
import { LibraryScopeEnum } from './authoring.enums.ts';
import type { LibraryListFilter, LibraryScope } from './library-access.ts';

/** The filter input of a list of library items (ScenarioFilter, CurriculumFilter). */
export function libraryFilterInput(name: string, textDescription: string) {
  return builder.inputType(name, {
    fields: (t) => ({
      scope: t.field({ type: LibraryScopeEnum, defaultValue: 'ALL' }),
      languageId: t.id(),
      level: t.field({ type: CefrLevelEnum }),
      text: t.string({ description: textDescription }),
    }),
  });
}

type LibraryFilterArgs = {
  scope?: LibraryScope | null;
  languageId?: string | number | null;
  level?: CefrLevel | null;
  text?: string | null;
};

/**
 * The list filter of the input, or null when its language id is malformed: it names no language,
 * so the list is empty without asking the database.
 */
export function libraryListFilter(
  input: LibraryFilterArgs | null | undefined,
): LibraryListFilter | null {
  const languageId = input?.languageId == null ? null : String(input.languageId);
  if (languageId !== null && !isUuid(languageId)) return null;
  return {
    scope: input?.scope ?? 'ALL',
    languageId,
    level: input?.level ?? null,
    text: input?.text ?? null,
  };
}
