import { FeedbackCategoryEnum } from '../authoring/authoring.enums.ts';
import { type BuilderTypes, builder } from '../graphql/builder.ts';
import { HelpUseType } from '../practice/practice-session.type.ts';
import type { Completion } from './metrics-completion.ts';
import type {
  CorrectnessMix,
  FiguresAndSeries,
  MetricsBucket,
  PracticeFigures,
} from './metrics-figures.ts';
import { MAX_BUCKETS, type MetricsRange, TIME_PERIODS } from './metrics-range.ts';
import type { MetricsPerson } from './metrics-tables.ts';

export const TimePeriodEnum = builder.enumType('TimePeriod', { values: TIME_PERIODS });

export const MetricsRangeInputType = builder.inputType('MetricsRangeInput', {
  description: `Local calendar days from–to (both included) in timeZone, cut into buckets of one period (at most ${MAX_BUCKETS}).`,
  fields: (t) => ({
    from: t.string({ required: true, description: 'YYYY-MM-DD' }),
    to: t.string({ required: true, description: 'YYYY-MM-DD' }),
    period: t.field({ type: TimePeriodEnum, required: true }),
    timeZone: t.string({ description: "An IANA zone; the account's zone when absent." }),
    firstDayOfWeek: t.int({
      description: "ISO weekday weeks start on (1 Monday … 7 Sunday), the locale's; 1 when absent.",
    }),
  }),
});

export const MetricsRangeType = builder.objectRef<MetricsRange>('MetricsRange').implement({
  description: 'The range the figures were computed for, as understood by the server.',
  fields: (t) => ({
    from: t.exposeString('from'),
    to: t.exposeString('to'),
    period: t.field({ type: TimePeriodEnum, resolve: (range) => range.period }),
    timeZone: t.exposeString('timeZone'),
    firstDayOfWeek: t.exposeInt('firstDayOfWeek'),
  }),
});

const CorrectnessMixType = builder.objectRef<CorrectnessMix>('CorrectnessMix').implement({
  description: "The grades of the students' messages.",
  fields: (t) => ({
    yes: t.exposeInt('yes'),
    partial: t.exposeInt('partial'),
    no: t.exposeInt('no'),
  }),
});

const SkillScoreType = builder
  .objectRef<PracticeFigures['skills'][number]>('SkillScore')
  .implement({
    fields: (t) => ({
      category: t.field({ type: FeedbackCategoryEnum, resolve: (skill) => skill.category }),
      score: t.exposeInt('score', {
        nullable: true,
        description: 'Mean 0–100 over the completed attempts that graded it; null when none did.',
      }),
    }),
  });

export const PracticeFiguresType = builder.objectRef<PracticeFigures>('PracticeFigures').implement({
  description: 'Figures of practice over a range or one bucket (metrics/README.md defines each).',
  fields: (t) => ({
    practiceSeconds: t.exposeInt('practiceSeconds', {
      description: 'Active practice time; shown as seconds / 60 rounded up.',
    }),
    attemptsStarted: t.exposeInt('attemptsStarted'),
    attemptsCompleted: t.exposeInt('attemptsCompleted'),
    averageScore: t.exposeInt('averageScore', { nullable: true }),
    bestScore: t.exposeInt('bestScore', { nullable: true }),
    activeStudents: t.exposeInt('activeStudents'),
    wordsUsed: t.exposeInt('wordsUsed'),
    correctness: t.field({ type: CorrectnessMixType, resolve: (figures) => figures.correctness }),
    helpUses: t.field({ type: [HelpUseType], resolve: (figures) => figures.helpUses }),
    skills: t.field({ type: [SkillScoreType], resolve: (figures) => figures.skills }),
  }),
});

export const MetricsBucketType = builder.objectRef<MetricsBucket>('MetricsBucket').implement({
  fields: (t) => ({
    start: t.exposeString('start', { description: 'The local date the bucket starts on.' }),
    figures: t.field({ type: PracticeFiguresType, resolve: (bucket) => bucket.figures }),
  }),
});

export const WorkCompletionType = builder.objectRef<Completion>('WorkCompletion').implement({
  description: 'Assigned (assignment, student) pairs, and those the student has done.',
  fields: (t) => ({
    done: t.exposeInt('done'),
    assigned: t.exposeInt('assigned'),
  }),
});

export const MetricsPersonType = builder.objectRef<MetricsPerson>('MetricsPerson').implement({
  description: 'A student as a metrics table names them.',
  fields: (t) => ({
    id: t.exposeID('id', { description: 'The student profile id.' }),
    firstName: t.exposeString('firstName'),
    lastName: t.exposeString('lastName'),
    username: t.exposeString('username', { nullable: true }),
  }),
});

/** What a metrics object computes for its range: the figures with their series, and before. */
export type RangeFigures = {
  range: MetricsRange;
  figures: () => Promise<FiguresAndSeries>;
  previous: () => Promise<PracticeFigures>;
  completion: () => Promise<Completion>;
};

/** The fields every range's metrics share: the range, totals, the range before, series, work. */
export function rangeFigureFields<T extends RangeFigures>(
  t: PothosSchemaTypes.ObjectFieldBuilder<BuilderTypes, T>,
) {
  return {
    range: t.field({ type: MetricsRangeType, resolve: (metrics) => metrics.range }),
    totals: t.field({
      type: PracticeFiguresType,
      resolve: async (metrics) => (await metrics.figures()).totals,
    }),
    previousTotals: t.field({
      type: PracticeFiguresType,
      description: 'The same number of days just before the range.',
      resolve: (metrics) => metrics.previous(),
    }),
    series: t.field({
      type: [MetricsBucketType],
      resolve: async (metrics) => (await metrics.figures()).series,
    }),
    completion: t.field({ type: WorkCompletionType, resolve: (metrics) => metrics.completion() }),
  };
}
