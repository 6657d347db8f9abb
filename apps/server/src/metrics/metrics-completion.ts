import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import type { MetricsRange } from './metrics-range.ts';
import { rangeBounds } from './metrics-scope.ts';
import { selectRows } from './metrics-sql.ts';

export type Completion = { done: number; assigned: number };

/**
 * Assigned work of the range: every (assignment, student) pair of the published or closed
 * assignments open at some time in the range (started before its end, not due before its start),
 * for the students each is for (those it lists, else the whole classroom). Done: the student has
 * completed every scenario of it at least once, whenever.
 */
export function assignedPairs(range: MetricsRange | null, where: SQL): SQL {
  const open = range === null ? sql`true` : openDuring(range);
  return sql`
    select a.id as assignment_id, cs.student_profile_id,
      not exists (
        select 1 from (select a.scenario_id where a.scenario_id is not null
            union all
            select c.scenario_id from curriculum_scenarios c where c.curriculum_id = a.curriculum_id
          ) as item(scenario_id)
        where not exists (select 1 from practice_intents p
          where p.assignment_id = a.id and p.student_profile_id = cs.student_profile_id
            and p.scenario_id = item.scenario_id and p.status = 'COMPLETED')) as done,
      coalesce(e.due_at, a.due_at) < now() as past_due
    from practice_assignments a
      join classroom_students cs on cs.classroom_id = a.classroom_id
      left join practice_assignment_extensions e
        on e.assignment_id = a.id and e.student_profile_id = cs.student_profile_id
    where a.status <> 'DRAFT' and ${open}
      and (not exists (select 1 from practice_assignment_students s where s.assignment_id = a.id)
        or exists (select 1 from practice_assignment_students s
          where s.assignment_id = a.id and s.student_profile_id = cs.student_profile_id))
      and ${where}`;
}

function openDuring(range: MetricsRange): SQL {
  const { start, end } = rangeBounds(range);
  return sql`a.starts_at < ${end} and (a.due_at is null or coalesce(e.due_at, a.due_at) >= ${start})`;
}

export async function completionOf(db: Db, range: MetricsRange, where: SQL): Promise<Completion> {
  const result = await selectRows<{ done: number; assigned: number }>(
    db,
    sql`
    select (count(*) filter (where w.done))::int as done, count(*)::int as assigned
    from (${assignedPairs(range, where)}) w`,
  );
  const row = result[0];
  return { done: Number(row?.done ?? 0), assigned: Number(row?.assigned ?? 0) };
}
