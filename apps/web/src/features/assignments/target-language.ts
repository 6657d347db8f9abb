import type { CefrLevel } from '../../gql/graphql.ts';
import type { NamedLanguage } from '../../lib/language-names.ts';

export type LanguageRef = NamedLanguage & { id: string };
type Target = { isLibrary: boolean; language: LanguageRef };

/**
 * The assign picker's order: what is in the classroom's language first (own, then library), then
 * the others grouped by language, each group keeping the server's title order.
 */
export function classroomLanguageFirst<T extends Target>(
  targets: readonly T[],
  classroomLanguage: LanguageRef | null,
  nameOf: (language: NamedLanguage) => string,
): T[] {
  const other = (target: T) =>
    classroomLanguage !== null && target.language.id !== classroomLanguage.id ? 1 : 0;
  return [...targets].sort(
    (a, b) =>
      other(a) - other(b) ||
      (other(a) ? nameOf(a.language).localeCompare(nameOf(b.language)) : 0) ||
      Number(a.isLibrary) - Number(b.isLibrary),
  );
}

/** Whether the content is in another language than the classroom's (known only once both are). */
export function languageDiffers(
  content: LanguageRef | null | undefined,
  classroom: LanguageRef | null | undefined,
): boolean {
  return Boolean(content && classroom && content.id !== classroom.id);
}

/** Whether the content is for another CEFR level than the classroom's (known once both are). */
export function levelDiffers(
  content: CefrLevel | null | undefined,
  classroom: CefrLevel | null | undefined,
): boolean {
  return Boolean(content && classroom && content !== classroom);
}
