import { DateTime } from 'luxon';
import { describe, expect, it } from 'vitest';
import {
  assignmentInput,
  assignProblems,
  draftFromAssignment,
  extensionInput,
  newAssignDraft,
} from './assign-form.ts';

const MADRID = 'Europe/Madrid';
const TOKYO = 'Asia/Tokyo';

function ready(zone = MADRID) {
  return {
    ...newAssignDraft({
      title: 'Ordering at a café',
      target: { kind: 'scenario', id: 'scenario-1' },
      classroomId: 'classroom-1',
      zone,
      now: DateTime.fromISO('2026-03-10T09:30:45Z'),
    }),
    evaluationSettingId: 'setting-1',
  } as const;
}

describe('newAssignDraft', () => {
  it("starts now, to the minute, in the teacher's zone, for the whole classroom", () => {
    const draft = ready(TOKYO);
    expect(draft.startsAt?.zoneName).toBe(TOKYO);
    expect(draft.startsAt?.toISO()).toBe('2026-03-10T18:30:00.000+09:00');
    expect(draft.wholeClassroom).toBe(true);
    expect(draft.dueAt).toBeNull();
  });
});

describe('assignProblems', () => {
  it('accepts a complete draft', () => {
    expect(assignProblems(ready())).toEqual({});
  });

  it('asks for a title, content, classroom and setting', () => {
    const draft = {
      ...ready(),
      title: '  ',
      target: { kind: 'curriculum', id: '' },
      classroomId: '',
      evaluationSettingId: '',
    } as const;
    expect(assignProblems(draft)).toEqual({
      title: 'titleRequired',
      scenarioId: 'targetRequired',
      classroomId: 'classroomRequired',
      evaluationSettingId: 'settingRequired',
    });
  });

  it('asks for students when not assigning the whole classroom', () => {
    expect(assignProblems({ ...ready(), wholeClassroom: false })).toEqual({
      studentProfileIds: 'studentsRequired',
    });
    expect(
      assignProblems({ ...ready(), wholeClassroom: false, studentProfileIds: ['student-1'] }),
    ).toEqual({});
  });

  it('refuses a due date at or before the start, compared as instants across zones', () => {
    const draft = ready(MADRID);
    // 10:30 Madrid is the same instant as the start (09:30 UTC): refused.
    const same = DateTime.fromISO('2026-03-10T10:30', { zone: MADRID });
    expect(assignProblems({ ...draft, dueAt: same }).dueAt).toBe('dueBeforeStart');
    // 18:00 in Tokyo on the same day is 09:00 UTC, before the start although "later" on the clock.
    const tokyoEvening = DateTime.fromISO('2026-03-10T18:00', { zone: TOKYO });
    expect(assignProblems({ ...draft, dueAt: tokyoEvening }).dueAt).toBe('dueBeforeStart');
    const nextWeek = DateTime.fromISO('2026-03-17T23:59', { zone: MADRID });
    expect(assignProblems({ ...draft, dueAt: nextWeek })).toEqual({});
  });

  it('refuses a half-typed date', () => {
    expect(assignProblems({ ...ready(), dueAt: DateTime.invalid('unparsable') }).dueAt).toBe(
      'invalidDate',
    );
  });
});

describe('assignmentInput', () => {
  it("sends dates as UTC instants of the teacher's wall-clock time", () => {
    const draft = {
      ...ready(MADRID),
      dueAt: DateTime.fromISO('2026-03-31T23:59', { zone: MADRID }),
    };
    const input = assignmentInput(draft, 'setting-1');
    expect(input.startsAt).toBe('2026-03-10T09:30:00.000Z');
    // Summer time has begun in Madrid by the 31st: UTC+2.
    expect(input.dueAt).toBe('2026-03-31T21:59:00.000Z');
  });

  it('sends exactly one of scenario and curriculum, no students for the whole classroom', () => {
    const scenario = assignmentInput(
      { ...ready(), studentProfileIds: ['student-1'], instructions: '  Be polite. ' },
      'setting-2',
    );
    expect(scenario).toMatchObject({
      title: 'Ordering at a café',
      instructions: 'Be polite.',
      scenarioId: 'scenario-1',
      curriculumId: null,
      evaluationSettingId: 'setting-2',
      studentProfileIds: [],
      dueAt: null,
    });
    const curriculum = assignmentInput(
      {
        ...ready(),
        target: { kind: 'curriculum', id: 'curriculum-1' },
        wholeClassroom: false,
        studentProfileIds: ['student-1'],
      },
      'setting-1',
    );
    expect(curriculum).toMatchObject({
      scenarioId: null,
      curriculumId: 'curriculum-1',
      studentProfileIds: ['student-1'],
    });
  });
});

describe('draftFromAssignment', () => {
  it("reads an assignment back in the teacher's zone", () => {
    const draft = draftFromAssignment(
      {
        title: 'Week 3',
        instructions: '',
        startsAt: '2026-03-10T09:30:00.000Z',
        dueAt: '2026-03-17T22:59:00.000Z',
        wholeClassroom: false,
        scenario: null,
        curriculum: { id: 'curriculum-1' },
        rules: { evaluationSettingId: 'setting-1' },
        students: [{ id: 'student-1' }],
      },
      'classroom-1',
      MADRID,
    );
    expect(draft.target).toEqual({ kind: 'curriculum', id: 'curriculum-1' });
    expect(draft.dueAt?.toFormat('yyyy-MM-dd HH:mm')).toBe('2026-03-17 23:59');
    expect(draft.studentProfileIds).toEqual(['student-1']);
    expect(assignmentInput(draft, 'setting-1').dueAt).toBe('2026-03-17T22:59:00.000Z');
  });
});

describe('extensionInput', () => {
  const base = { assignmentId: 'a-1', studentProfileId: 's-1', dueAt: null, extraAttempts: '0' };

  it('needs a student and a later due date or extra attempts', () => {
    expect(extensionInput({ ...base, studentProfileId: '' })).toEqual({
      ok: false,
      problem: 'studentRequired',
    });
    expect(extensionInput(base)).toEqual({ ok: false, problem: 'extensionEmpty' });
  });

  it('gives extra attempts alone, or a due date alone', () => {
    expect(extensionInput({ ...base, extraAttempts: '2' })).toEqual({
      ok: true,
      input: { assignmentId: 'a-1', studentProfileId: 's-1', dueAt: null, extraAttempts: 2 },
    });
    const later = DateTime.fromISO('2026-04-01T12:00', { zone: MADRID });
    expect(extensionInput({ ...base, dueAt: later })).toMatchObject({
      ok: true,
      input: { dueAt: '2026-04-01T10:00:00.000Z', extraAttempts: null },
    });
  });
});
