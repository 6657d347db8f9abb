import { inArray } from 'drizzle-orm';
import type { PgAsyncDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import {
  curricula,
  curriculumScenarios,
  languages,
  rubrics,
  scenarioSteps,
  scenarios,
  vocabularyItems,
} from '../../schema/index.ts';
import { LIBRARY_CURRICULA, LIBRARY_SCENARIOS } from './index.ts';

/** What the step uses of the seed's transaction (the database module is out of this folder's reach). */
type Transaction = Pick<PgAsyncDatabase<PgQueryResultHKT>, 'insert' | 'select'>;

/**
 * Seeds the public library: staff-curated scenarios and curricula with no owner (owner_id null,
 * always PUBLIC), so no account, real or technical, owns them and none can sign in as their
 * author. Staff curate them through the API afterwards; a teacher duplicates one to change it.
 */
export async function seedPublicLibrary(tx: Transaction): Promise<void> {
  const codes = [
    ...new Set([
      ...LIBRARY_SCENARIOS.map((s) => s.languageCode),
      ...LIBRARY_CURRICULA.map((c) => c.languageCode),
    ]),
  ];
  const rows = await tx.select().from(languages).where(inArray(languages.isoLanguageCode, codes));
  const languageId = (code: string) => {
    const row = rows.find((language) => language.isoLanguageCode === code);
    if (!row) throw new Error(`The library needs language ${code} in the catalogue`);
    return row.id;
  };

  const scenarioIds = new Map<string, string>();
  for (const {
    key,
    languageCode,
    steps,
    vocabulary,
    rubrics: rubricRows,
    ...fields
  } of LIBRARY_SCENARIOS) {
    const [scenario] = await tx
      .insert(scenarios)
      .values({
        ...fields,
        languageId: languageId(languageCode),
        visibility: 'PUBLIC',
        ownerId: null,
      })
      .returning({ id: scenarios.id });
    if (!scenario) throw new Error(`Seed could not create library scenario ${key}`);
    scenarioIds.set(key, scenario.id);
    await tx
      .insert(scenarioSteps)
      .values(steps.map((step, position) => ({ ...step, scenarioId: scenario.id, position })));
    await tx
      .insert(vocabularyItems)
      .values(vocabulary.map((item, position) => ({ ...item, scenarioId: scenario.id, position })));
    await tx
      .insert(rubrics)
      .values(rubricRows.map((rubric) => ({ ...rubric, scenarioId: scenario.id })));
  }

  for (const { scenarioKeys, languageCode, ...fields } of LIBRARY_CURRICULA) {
    const [curriculum] = await tx
      .insert(curricula)
      .values({
        ...fields,
        languageId: languageId(languageCode),
        visibility: 'PUBLIC',
        ownerId: null,
      })
      .returning({ id: curricula.id });
    if (!curriculum) throw new Error(`Seed could not create library curriculum ${fields.title}`);
    await tx.insert(curriculumScenarios).values(
      scenarioKeys.map((key, position) => {
        const scenarioId = scenarioIds.get(key);
        if (!scenarioId) throw new Error(`Library curriculum names unknown scenario ${key}`);
        return { curriculumId: curriculum.id, scenarioId, position };
      }),
    );
  }
}
