import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import {
  FEEDBACK_CATEGORIES,
  type FeedbackCategory,
  HELP_FEATURES,
  type HelpFeature,
} from '../db/schema/index.ts';
import { bucketStarts, type MetricsRange } from './metrics-range.ts';
import { bucketOf, intentsInScope, type MetricsScope, rangeBounds } from './metrics-scope.ts';
import { selectRows } from './metrics-sql.ts';

export type CorrectnessMix = { yes: number; partial: number; no: number };

/** Every figure of a range or of one bucket (see README.md for each definition). */
export type PracticeFigures = {
  practiceSeconds: number;
  attemptsStarted: number;
  attemptsCompleted: number;
  averageScore: number | null;
  bestScore: number | null;
  activeStudents: number;
  wordsUsed: number;
  correctness: CorrectnessMix;
  helpUses: { feature: HelpFeature; count: number }[];
  skills: { category: FeedbackCategory; score: number | null }[];
};

export type MetricsBucket = { start: string; figures: PracticeFigures };
export type FiguresAndSeries = { totals: PracticeFigures; series: MetricsBucket[] };

type Row = Record<string, unknown>;

const EMPTY_ATTEMPTS: Row = {};

const skillColumn = (category: FeedbackCategory) => `skill_${category.toLowerCase()}`;
const helpColumn = (feature: HelpFeature) => `help_${feature.toLowerCase()}`;

// Scores count once an attempt is COMPLETED (then they are its final, effective grades).
const completed = sql.raw(`i.status = 'COMPLETED'`);

const attemptColumns = sql.join(
  [
    sql`count(*)::int as attempts_started`,
    sql`(count(*) filter (where ${completed}))::int as attempts_completed`,
    sql`coalesce(sum(i.active_seconds), 0)::int as practice_seconds`,
    sql`round(avg(i.overall_score) filter (where ${completed}))::int as average_score`,
    sql`(max(i.overall_score) filter (where ${completed}))::int as best_score`,
    sql`count(distinct i.student_profile_id)::int as active_students`,
    ...FEEDBACK_CATEGORIES.map(
      (category) =>
        sql`round(avg((i.category_scores ->> ${category})::numeric) filter (where ${completed}))::int as ${sql.identifier(skillColumn(category))}`,
    ),
    ...HELP_FEATURES.map(
      (feature) =>
        sql`coalesce(sum((i.help_usage ->> ${feature})::int), 0)::int as ${sql.identifier(helpColumn(feature))}`,
    ),
  ],
  sql`, `,
);

// Words: runs of non-space characters of what the student wrote or said (its transcription).
const messageColumns = sql.join(
  [
    sql`(count(*) filter (where m.correctness = 'YES'))::int as correct_yes`,
    sql`(count(*) filter (where m.correctness = 'PARTIAL'))::int as correct_partial`,
    sql`(count(*) filter (where m.correctness = 'NO'))::int as correct_no`,
    sql`coalesce(sum(coalesce(array_length(regexp_split_to_array(nullif(btrim(m.text), ''), '\\s+'), 1), 0)), 0)::int as words_used`,
  ],
  sql`, `,
);

// With a series, grouping sets give each bucket and the whole range in one pass; without, the
// bucket is one constant and its group is the range (no row at all when nothing matched).
function groupingClause(withSeries: boolean): SQL {
  return withSeries ? sql`group by grouping sets ((b.bucket), ())` : sql`group by b.bucket`;
}

async function attemptRows(db: Db, scope: MetricsScope, range: MetricsRange, withSeries: boolean) {
  const { start, end } = rangeBounds(range);
  const bucket = withSeries ? bucketOf(sql`i.started_at`, range) : sql`null::text`;
  return selectRows<Row>(
    db,
    sql`
    select b.bucket, ${attemptColumns}
    from practice_intents i cross join lateral (select ${bucket} as bucket) b
    where ${intentsInScope(scope)} and i.started_at >= ${start} and i.started_at < ${end}
    ${groupingClause(withSeries)}`,
  );
}

async function messageRows(db: Db, scope: MetricsScope, range: MetricsRange, withSeries: boolean) {
  const { start, end } = rangeBounds(range);
  const bucket = withSeries ? bucketOf(sql`m.created_at`, range) : sql`null::text`;
  return selectRows<Row>(
    db,
    sql`
    select b.bucket, ${messageColumns}
    from practice_messages m
      join practice_intents i on i.id = m.intent_id
      cross join lateral (select ${bucket} as bucket) b
    where ${intentsInScope(scope)} and i.started_at < ${end}
      and m.role = 'USER' and m.created_at >= ${start} and m.created_at < ${end}
    ${groupingClause(withSeries)}`,
  );
}

const int = (value: unknown): number => (value === null || value === undefined ? 0 : Number(value));
const intOrNull = (value: unknown): number | null =>
  value === null || value === undefined ? null : Number(value);

function toFigures(attempts: Row, messages: Row): PracticeFigures {
  return {
    practiceSeconds: int(attempts.practice_seconds),
    attemptsStarted: int(attempts.attempts_started),
    attemptsCompleted: int(attempts.attempts_completed),
    averageScore: intOrNull(attempts.average_score),
    bestScore: intOrNull(attempts.best_score),
    activeStudents: int(attempts.active_students),
    wordsUsed: int(messages.words_used),
    correctness: {
      yes: int(messages.correct_yes),
      partial: int(messages.correct_partial),
      no: int(messages.correct_no),
    },
    helpUses: HELP_FEATURES.map((feature) => ({
      feature,
      count: int(attempts[helpColumn(feature)]),
    })),
    skills: FEEDBACK_CATEGORIES.map((category) => ({
      category,
      score: intOrNull(attempts[skillColumn(category)]),
    })),
  };
}

/** The totals of a range, in two statements (attempts, messages). */
export async function rangeTotals(
  db: Db,
  scope: MetricsScope,
  range: MetricsRange,
): Promise<PracticeFigures> {
  const [attempts, messages] = await Promise.all([
    attemptRows(db, scope, range, false),
    messageRows(db, scope, range, false),
  ]);
  return toFigures(attempts[0] ?? EMPTY_ATTEMPTS, messages[0] ?? EMPTY_ATTEMPTS);
}

/**
 * The totals and the series of a range in the same two statements (grouping sets give each
 * bucket and the whole range at once); every bucket is present, an empty one with zeros.
 */
export async function figuresAndSeries(
  db: Db,
  scope: MetricsScope,
  range: MetricsRange,
): Promise<FiguresAndSeries> {
  const [attempts, messages] = await Promise.all([
    attemptRows(db, scope, range, true),
    messageRows(db, scope, range, true),
  ]);
  const byBucket = (rows: Row[]) =>
    new Map(rows.map((row) => [row.bucket === null ? '' : String(row.bucket), row]));
  const attemptsByBucket = byBucket(attempts);
  const messagesByBucket = byBucket(messages);
  const figuresOf = (key: string) =>
    toFigures(
      attemptsByBucket.get(key) ?? EMPTY_ATTEMPTS,
      messagesByBucket.get(key) ?? EMPTY_ATTEMPTS,
    );
  return {
    totals: figuresOf(''),
    series: bucketStarts(range).map((start) => ({ start, figures: figuresOf(start) })),
  };
}
