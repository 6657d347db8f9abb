import { describe, expect, it } from 'vitest';
import { violatedConstraint } from './constraint-violation.ts';

const wrapped = (cause: object) => Object.assign(new Error('Failed query'), { cause });

describe('violatedConstraint', () => {
  it('finds a RESTRICT or NO ACTION foreign key violation under the driver wrapper', () => {
    const restrict = wrapped({
      code: '23001',
      constraint: 'curriculum_scenarios_scenario_id_fkey',
    });
    expect(violatedConstraint(restrict, 'foreign-key')).toBe(
      'curriculum_scenarios_scenario_id_fkey',
    );
    expect(violatedConstraint(wrapped({ code: '23503' }), 'foreign-key')).toBe('');
  });

  it('tells unique violations from foreign key ones, and ignores other errors', () => {
    const unique = wrapped({ code: '23505', constraint: 'vocabulary_items_scenario_text_unique' });
    expect(violatedConstraint(unique, 'unique')).toBe('vocabulary_items_scenario_text_unique');
    expect(violatedConstraint(unique, 'foreign-key')).toBeNull();
    expect(violatedConstraint(new Error('boom'), 'unique')).toBeNull();
    expect(violatedConstraint('not an error', 'unique')).toBeNull();
  });
});
