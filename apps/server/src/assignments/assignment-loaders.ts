import DataLoader from 'dataloader';
import { and, eq, inArray, sql } from 'drizzle-orm';
import {
  practiceAssignmentExtensions,
  practiceAssignmentStudents,
  practiceAssignments,
  practiceIntents,
  scenarioAttachments,
} from '../db/schema/index.ts';
import type { GraphQLContext } from '../graphql/context.ts';
import {
  type PracticeIntentFields,
  practiceIntentFieldColumns,
} from '../practice/practice-intent.type.ts';
import {
  loadRulesSnapshots,
  loadScenarioSnapshots,
  type RulesSnapshot,
  type ScenarioSnapshot,
} from '../practice/practice-snapshots.ts';
import {
  type ScenarioAttachmentFields,
  scenarioAttachmentFieldColumns,
} from '../scenarios/scenario-attachment.service.ts';
import { assignmentScenarioIds } from './assignment-access.ts';

type ExtensionRow = typeof practiceAssignmentExtensions.$inferSelect;
/**
 * Of the students an assignment is for: those who completed every scenario, and of those, the ones
 * practising it again (an attempt in progress: it is back in their to-do list, with Resume).
 */
export type Completion = { done: number; assigned: number; retrying: number; extended: number };

/**
 * Per-request loaders behind the assignment and practice types: each batches the keys one query
 * level asks for into one statement, so a page of assignments costs the same few statements
 * whatever its length.
 */
export type AssignmentLoaders = {
  /** The scenario ids of an assignment, in order (its scenario, or its curriculum's). */
  scenarioIds: DataLoader<string, string[]>;
  scenarios: DataLoader<string, ScenarioSnapshot | null>;
  rules: DataLoader<string, RulesSnapshot | null>;
  /** A scenario's attachments, in order: the materials a student practises with. */
  attachments: DataLoader<string, ScenarioAttachmentFields[]>;
  /** The viewer's (a student's) attempts of an assignment, newest first. */
  myIntents: DataLoader<string, PracticeIntentFields[]>;
  myExtension: DataLoader<string, ExtensionRow | null>;
  /** The assignment names its students (otherwise it is for the whole classroom). */
  listsStudents: DataLoader<string, boolean>;
  completion: DataLoader<string, Completion>;
};

const perRequest = new WeakMap<GraphQLContext, AssignmentLoaders>();

export function assignmentLoaders(context: GraphQLContext): AssignmentLoaders {
  let loaders = perRequest.get(context);
  if (!loaders) {
    loaders = createLoaders(context);
    perRequest.set(context, loaders);
  }
  return loaders;
}

function createLoaders(context: GraphQLContext): AssignmentLoaders {
  const { db } = context;
  const studentProfileId = async () => (await context.access.profiles()).studentProfileId;

  return {
    scenarioIds: new DataLoader(async (ids) => {
      const rows = await db
        .select({
          assignmentId: practiceAssignments.id,
          // Qualified by hand: Drizzle leaves a single table's columns unqualified in the select
          // list, where curriculum_id would bind to curriculum_scenarios' own column.
          scenarioIds: sql<string[]>`coalesce(
            case when practice_assignments.scenario_id is not null
              then array[practice_assignments.scenario_id]
              else (select array_agg(c.scenario_id order by c.position) from curriculum_scenarios c
                where c.curriculum_id = practice_assignments.curriculum_id) end,
            '{}'::uuid[])`,
        })
        .from(practiceAssignments)
        .where(inArray(practiceAssignments.id, [...ids]));
      const byId = new Map(rows.map((row) => [row.assignmentId, parseUuidArray(row.scenarioIds)]));
      return ids.map((id) => byId.get(id) ?? []);
    }),
    scenarios: new DataLoader(async (ids) => {
      const found = await loadScenarioSnapshots(db, ids);
      return ids.map((id) => found.get(id) ?? null);
    }),
    rules: new DataLoader(async (ids) => {
      const found = await loadRulesSnapshots(db, ids);
      return ids.map((id) => found.get(id) ?? null);
    }),
    attachments: new DataLoader(async (ids) => {
      const rows = await db
        .select({ ...scenarioAttachmentFieldColumns, scenarioId: scenarioAttachments.scenarioId })
        .from(scenarioAttachments)
        .where(inArray(scenarioAttachments.scenarioId, [...ids]))
        .orderBy(scenarioAttachments.position);
      return ids.map((id) => rows.filter((row) => row.scenarioId === id));
    }),
    myIntents: new DataLoader(async (ids) => {
      const student = await studentProfileId();
      if (!student) return ids.map(() => []);
      // The attempt type's columns, never the snapshots: the progress and the lists read none.
      const rows = await db
        .select(practiceIntentFieldColumns)
        .from(practiceIntents)
        .where(
          and(
            eq(practiceIntents.studentProfileId, student),
            inArray(practiceIntents.assignmentId, [...ids]),
          ),
        )
        .orderBy(sql`${practiceIntents.startedAt} desc`);
      return ids.map((id) => rows.filter((row) => row.assignmentId === id));
    }),
    myExtension: new DataLoader(async (ids) => {
      const student = await studentProfileId();
      if (!student) return ids.map(() => null);
      const rows = await db
        .select()
        .from(practiceAssignmentExtensions)
        .where(
          and(
            eq(practiceAssignmentExtensions.studentProfileId, student),
            inArray(practiceAssignmentExtensions.assignmentId, [...ids]),
          ),
        );
      return ids.map((id) => rows.find((row) => row.assignmentId === id) ?? null);
    }),
    listsStudents: new DataLoader(async (ids) => {
      const rows = await db
        .selectDistinct({ id: practiceAssignmentStudents.assignmentId })
        .from(practiceAssignmentStudents)
        .where(inArray(practiceAssignmentStudents.assignmentId, [...ids]));
      const listed = new Set(rows.map((row) => row.id));
      return ids.map((id) => listed.has(id));
    }),
    completion: new DataLoader(async (ids) => {
      const done = sql`not exists (
            select 1 from ${assignmentScenarioIds()} as item(scenario_id)
            where not exists (select 1 from practice_intents p
              where p.assignment_id = ${practiceAssignments.id}
                and p.student_profile_id = cs.student_profile_id
                and p.scenario_id = item.scenario_id and p.status = 'COMPLETED'))`;
      const running = sql`exists (select 1 from practice_intents p
              where p.assignment_id = ${practiceAssignments.id}
                and p.student_profile_id = cs.student_profile_id and p.status = 'IN_PROGRESS')`;
      const extended = sql`exists (select 1 from practice_assignment_extensions e
              where e.assignment_id = ${practiceAssignments.id}
                and e.student_profile_id = cs.student_profile_id and e.due_at > now())`;
      const rows = await db
        .select({
          assignmentId: practiceAssignments.id,
          assigned: sql<number>`count(cs.student_profile_id)::int`,
          done: sql<number>`count(cs.student_profile_id) filter (where ${done})::int`,
          retrying: sql<number>`count(cs.student_profile_id) filter (where ${done} and ${running})::int`,
          extended: sql<number>`count(cs.student_profile_id) filter (where not ${done} and ${extended})::int`,
        })
        .from(practiceAssignments)
        .leftJoin(
          sql`classroom_students cs`,
          sql`cs.classroom_id = ${practiceAssignments.classroomId}
            and (not exists (select 1 from practice_assignment_students s
                where s.assignment_id = ${practiceAssignments.id})
              or exists (select 1 from practice_assignment_students s
                where s.assignment_id = ${practiceAssignments.id}
                  and s.student_profile_id = cs.student_profile_id))`,
        )
        .where(inArray(practiceAssignments.id, [...ids]))
        .groupBy(practiceAssignments.id);
      const byId = new Map(rows.map((row) => [row.assignmentId, row]));
      return ids.map((id) => {
        const row = byId.get(id);
        return {
          done: row?.done ?? 0,
          assigned: row?.assigned ?? 0,
          retrying: row?.retrying ?? 0,
          extended: row?.extended ?? 0,
        };
      });
    }),
  };
}

/** node-postgres parses uuid[] into an array; PGlite may hand back the literal `{a,b}`. */
function parseUuidArray(value: string[] | string): string[] {
  if (Array.isArray(value)) return value;
  const inner = value.replace(/^\{|\}$/g, '');
  return inner === '' ? [] : inner.split(',');
}
