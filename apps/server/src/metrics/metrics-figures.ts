import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import {
  FEEDBACK_CATEGORIES,
  type FeedbackCategory,
  HELP_FEATURES,
  type HelpFeature,
} from '../db/schema/index.ts';
import { bucketStarts, type MetricsRange, previousRange } from './metrics-range.ts';
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

// Words: runs of non-space characters of what the student wrote or said (its transcription),
// counted when the line was written (practice_messages.word_count).
const messageColumns = sql.join(
  [
    sql`(count(*) filter (where m.correctness = 'YES'))::int as correct_yes`,
    sql`(count(*) filter (where m.correctness = 'PARTIAL'))::int as correct_partial`,
    sql`(count(*) filter (where m.correctness = 'NO'))::int as correct_no`,
    sql`coalesce(sum(m.word_count), 0)::int as words_used`,
  ],
  sql`, `,
);

/** What a figures statement computes besides the range's totals. */
type FiguresRequest = { series: boolean; previous: boolean };

/**
 * The two parts of a statement: the range (`part` = 'range', cut into buckets with a series) and,
 * asked for, the same number of days just before it ('previous'), read in the same pass.
 */
function partsOf(instant: SQL, range: MetricsRange, request: FiguresRequest) {
  const { start, end } = rangeBounds(range);
  const inRange = sql`${instant} >= ${start}`;
  return {
    start: request.previous ? rangeBounds(previousRange(range)).start : start,
    end,
    part: request.previous
      ? sql`case when ${inRange} then 'range' else 'previous' end`
      : sql`'range'`,
    bucket: request.series
      ? sql`case when ${inRange} then ${bucketOf(instant, range)} end`
      : sql`null::text`,
  };
}

// With a series, grouping sets give each bucket and each part's totals in one pass (`by_part` tells
// the two apart; the previous part's rows have no bucket, and their bucket group is left unread).
// Without, a part with nothing matched has no row at all.
function groupingClause(request: FiguresRequest): SQL {
  return request.series
    ? sql`group by grouping sets ((b.bucket), (b.part))`
    : sql`group by b.part, b.bucket`;
}
const groupColumns = sql`b.part, b.bucket, (grouping(b.part) = 0) as by_part`;

async function attemptRows(
  db: Db,
  scope: MetricsScope,
  range: MetricsRange,
  request: FiguresRequest,
) {
  const { start, end, part, bucket } = partsOf(sql`i.started_at`, range, request);
  return selectRows<Row>(
    db,
    sql`
    select ${groupColumns}, ${attemptColumns}
    from practice_intents i cross join lateral (select ${part} as part, ${bucket} as bucket) b
    where ${intentsInScope(scope)} and i.started_at >= ${start} and i.started_at < ${end}
    ${groupingClause(request)}`,
  );
}

async function messageRows(
  db: Db,
  scope: MetricsScope,
  range: MetricsRange,
  request: FiguresRequest,
) {
  const { start, end, part, bucket } = partsOf(sql`m.created_at`, range, request);
  return selectRows<Row>(
    db,
    sql`
    select ${groupColumns}, ${messageColumns}
    from practice_messages m
      join practice_intents i on i.id = m.intent_id
      cross join lateral (select ${part} as part, ${bucket} as bucket) b
    where ${intentsInScope(scope)} and i.started_at < ${end}
      and m.role = 'USER' and m.created_at >= ${start} and m.created_at < ${end}
    ${groupingClause(request)}`,
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

type Figures = { attempts: Row[]; messages: Row[] };

async function figureRows(
  db: Db,
  scope: MetricsScope,
  range: MetricsRange,
  request: FiguresRequest,
): Promise<Figures> {
  const [attempts, messages] = await Promise.all([
    attemptRows(db, scope, range, request),
    messageRows(db, scope, range, request),
  ]);
  return { attempts, messages };
}

const partTotals = ({ attempts, messages }: Figures, part: 'range' | 'previous') => {
  const of = (rows: Row[]) =>
    rows.find((row) => row.by_part === true && row.part === part) ?? EMPTY_ATTEMPTS;
  return toFigures(of(attempts), of(messages));
};

/** The totals of a range, in two statements (attempts, messages). */
export async function rangeTotals(
  db: Db,
  scope: MetricsScope,
  range: MetricsRange,
): Promise<PracticeFigures> {
  const rows = await figureRows(db, scope, range, { series: false, previous: false });
  return partTotals(rows, 'range');
}

export type FiguresWithPrevious = FiguresAndSeries & { previousTotals: PracticeFigures | null };

/**
 * The totals and the series of a range in the same two statements (grouping sets give each
 * bucket and the whole range at once); every bucket is present, an empty one with zeros. With
 * `previous`, the same statements also give the totals of the days just before the range.
 */
export async function figuresAndSeries(
  db: Db,
  scope: MetricsScope,
  range: MetricsRange,
  { previous = false }: { previous?: boolean } = {},
): Promise<FiguresWithPrevious> {
  const rows = await figureRows(db, scope, range, { series: true, previous });
  const byBucket = (list: Row[]) =>
    new Map(list.filter((row) => row.bucket !== null).map((row) => [String(row.bucket), row]));
  const attemptsByBucket = byBucket(rows.attempts);
  const messagesByBucket = byBucket(rows.messages);
  return {
    totals: partTotals(rows, 'range'),
    series: bucketStarts(range).map((start) => ({
      start,
      figures: toFigures(
        attemptsByBucket.get(start) ?? EMPTY_ATTEMPTS,
        messagesByBucket.get(start) ?? EMPTY_ATTEMPTS,
      ),
    })),
    previousTotals: previous ? partTotals(rows, 'previous') : null,
  };
}
