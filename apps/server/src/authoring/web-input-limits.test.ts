import { describe, expect, it } from 'vitest';
import { INPUT_LIMITS } from '../../../web/src/config/input-limits.ts';
import { ASSIGNMENT_LIMITS } from '../assignments/assignment.validation.ts';
import { CLASSROOM_DESCRIPTION_MAX, CLASSROOM_NAME_MAX } from '../classrooms/classroom.schemas.ts';
import { CURRICULUM_LIMITS } from '../curricula/curriculum.validation.ts';
import { EVALUATION_SETTING_LIMITS } from '../evaluation-settings/evaluation-setting.validation.ts';
import { PROFILE_LIMITS } from '../profiles/profile.schemas.ts';
import { SCENARIO_LIMITS } from '../scenarios/scenario.validation.ts';

/** The web's forms stop at the server's limits: a change on one side fails here until both agree. */
describe("the web forms' character limits", () => {
  it("match the scenario validator's", () => {
    for (const [name, max] of Object.entries(INPUT_LIMITS.scenario)) {
      expect([name, max]).toEqual([name, SCENARIO_LIMITS[name as keyof typeof SCENARIO_LIMITS]]);
    }
  });

  it("match the curriculum, evaluation setting and assignment validators'", () => {
    expect(INPUT_LIMITS.curriculum).toEqual({
      titleMax: CURRICULUM_LIMITS.titleMax,
      descriptionMax: CURRICULUM_LIMITS.descriptionMax,
    });
    expect(INPUT_LIMITS.evaluationSetting).toEqual({ nameMax: EVALUATION_SETTING_LIMITS.nameMax });
    expect(INPUT_LIMITS.assignment).toEqual({
      titleMax: ASSIGNMENT_LIMITS.titleMax,
      instructionsMax: ASSIGNMENT_LIMITS.instructionsMax,
    });
  });

  it("match the classroom and profile validators'", () => {
    expect(INPUT_LIMITS.classroom).toEqual({
      nameMax: CLASSROOM_NAME_MAX,
      descriptionMax: CLASSROOM_DESCRIPTION_MAX,
    });
    expect(INPUT_LIMITS.profile).toEqual(PROFILE_LIMITS);
  });
});
