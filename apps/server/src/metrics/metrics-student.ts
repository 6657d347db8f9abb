import { sql } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import type { ItemKind } from '../db/schema/index.ts';
import { shiftDate, todayIn } from './metrics-range.ts';
import { intentsInScope, type MetricsScope } from './metrics-scope.ts';
import { selectRows } from './metrics-sql.ts';

/** The longest streak looked for: a year and a day. */
const STREAK_WINDOW_DAYS = 366;

/**
 * Days in a row, in the viewer's zone, with at least one attempt started, ending today; a streak
 * that ended yesterday still counts (today is not over yet).
 */
export function streakFrom(practisedDays: ReadonlySet<string>, today: string): number {
  let day = practisedDays.has(today) ? today : shiftDate(today, -1);
  let streak = 0;
  while (practisedDays.has(day)) {
    streak += 1;
    day = shiftDate(day, -1);
  }
  return streak;
}

export async function streakDays(
  db: Db,
  scope: MetricsScope,
  timeZone: string,
  now = new Date(),
): Promise<number> {
  const result = await selectRows<{ day: string }>(
    db,
    sql`
    select distinct to_char(i.started_at at time zone ${timeZone}, 'YYYY-MM-DD') as day
    from practice_intents i
    where ${intentsInScope(scope)}
      and i.started_at >= ${now.toISOString()}::timestamptz - ${`${STREAK_WINDOW_DAYS} days`}::interval`,
  );
  return streakFrom(new Set(result.map((row) => row.day)), todayIn(timeZone, now));
}

export const VOCABULARY_STATUSES = ['USED_CORRECTLY', 'USED', 'NEVER_USED'] as const;
export type VocabularyStatus = (typeof VOCABULARY_STATUSES)[number];

export type VocabularyCoverage = {
  text: string;
  translation: string;
  kind: ItemKind;
  scenarioTitle: string;
  status: VocabularyStatus;
};

type SnapshotWord = { kind: ItemKind; text: string; translation: string; required: boolean };

/** Lower case, no accents, punctuation as spaces: "¿Cuánto tarda?" reads "cuanto tarda". */
const fold = (text: string) =>
  text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLocaleLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();

/** The item appears in the text as whole words, ignoring case, accents and punctuation. */
export function mentions(text: string, item: string): boolean {
  const needle = fold(item);
  return needle !== '' && ` ${fold(text)} `.includes(` ${needle} `);
}

/**
 * The required words and phrases of the scenarios the student practised on assignments, each
 * with how they used it: in a message graded YES, in some message, or never.
 */
export async function vocabularyCoverage(
  db: Db,
  scope: MetricsScope,
): Promise<VocabularyCoverage[]> {
  const [snapshots, messages] = await Promise.all([
    selectRows<{ scenario_key: string; title: string; vocabulary: SnapshotWord[] | string }>(
      db,
      sql`
      select distinct on (coalesce(i.scenario_id::text, i.scenario_snapshot ->> 'title'))
        coalesce(i.scenario_id::text, i.scenario_snapshot ->> 'title') as scenario_key,
        i.scenario_snapshot ->> 'title' as title,
        coalesce(i.scenario_snapshot -> 'vocabulary', '[]'::jsonb) as vocabulary
      from practice_intents i
      where ${intentsInScope(scope)} and i.assignment_id is not null
      order by coalesce(i.scenario_id::text, i.scenario_snapshot ->> 'title'), i.started_at desc`,
    ),
    selectRows<{ scenario_key: string; text: string; correctness: string }>(
      db,
      sql`
      select coalesce(i.scenario_id::text, i.scenario_snapshot ->> 'title') as scenario_key,
        m.text, m.correctness
      from practice_messages m join practice_intents i on i.id = m.intent_id
      where ${intentsInScope(scope)} and i.assignment_id is not null and m.role = 'USER'`,
    ),
  ]);
  const coverage: VocabularyCoverage[] = [];
  for (const snapshot of snapshots) {
    const words: SnapshotWord[] =
      typeof snapshot.vocabulary === 'string'
        ? JSON.parse(snapshot.vocabulary)
        : snapshot.vocabulary;
    const said = messages.filter((row) => row.scenario_key === snapshot.scenario_key);
    for (const word of words.filter((entry) => entry.required)) {
      const uses = said.filter((row) => mentions(row.text, word.text));
      coverage.push({
        text: word.text,
        translation: word.translation,
        kind: word.kind,
        scenarioTitle: snapshot.title,
        status: uses.some((row) => row.correctness === 'YES')
          ? 'USED_CORRECTLY'
          : uses.length > 0
            ? 'USED'
            : 'NEVER_USED',
      });
    }
  }
  const order: Record<VocabularyStatus, number> = { NEVER_USED: 0, USED: 1, USED_CORRECTLY: 2 };
  return coverage.sort((a, b) => order[a.status] - order[b.status] || a.text.localeCompare(b.text));
}

/** The scope's latest attempts, newest first. */
export async function recentAttemptIds(db: Db, scope: MetricsScope, limit: number) {
  const result = await selectRows<{ id: string }>(
    db,
    sql`
    select i.id from practice_intents i where ${intentsInScope(scope)}
    order by i.started_at desc limit ${limit}`,
  );
  return result.map((row) => row.id);
}
