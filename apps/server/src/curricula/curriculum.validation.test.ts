import { describe, expect, it } from 'vitest';
import { parseInput, ValidationFailure } from '../graphql/validation.ts';
import { curriculumInputSchema } from './curriculum.validation.ts';

const ID_A = '0e3d1b8c-54a1-4c0c-9a8e-0f5b8e7a1c01';
const ID_B = '0e3d1b8c-54a1-4c0c-9a8e-0f5b8e7a1c02';

const valid = () => ({
  title: 'Travel essentials',
  description: null,
  languageId: ID_A,
  level: 'A2',
  visibility: null,
  scenarioIds: [ID_A, ID_B],
});

function errorsOf(input: unknown) {
  try {
    parseInput(curriculumInputSchema('en'), input, 'en');
  } catch (error) {
    if (error instanceof ValidationFailure) {
      return Object.fromEntries(error.errors.map((entry) => [entry.field, entry.messages]));
    }
    throw error;
  }
  return {};
}

describe('curriculum input validation', () => {
  it('accepts a curriculum, private unless said otherwise', () => {
    const parsed = parseInput(curriculumInputSchema('en'), valid(), 'en');
    expect(parsed).toMatchObject({
      visibility: 'PRIVATE',
      description: '',
      scenarioIds: [ID_A, ID_B],
    });
  });

  it('accepts an empty scenario list (scenarios are added afterwards)', () => {
    expect(errorsOf({ ...valid(), scenarioIds: null })).toEqual({});
  });

  it('refuses the same scenario twice, naming its position', () => {
    expect(errorsOf({ ...valid(), scenarioIds: [ID_A, ID_B, ID_A] })).toEqual({
      'scenarioIds.2': ['This scenario is already in the curriculum.'],
    });
  });

  it('refuses ids that cannot name a scenario', () => {
    expect(errorsOf({ ...valid(), scenarioIds: ['café'] })).toEqual({
      'scenarioIds.0': ['This scenario does not exist or is not available to you.'],
    });
  });
});
