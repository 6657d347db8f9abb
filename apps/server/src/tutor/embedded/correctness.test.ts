import { describe, expect, it } from 'vitest';
import { decideCorrectness } from './correctness.ts';

const facts = { usedNativeLanguage: false, wordCount: 6, errorCount: 0, stepAchieved: true };

describe('the correctness rule', () => {
  it('is YES when the step is achieved without errors', () => {
    expect(decideCorrectness(facts)).toBe('YES');
  });

  it('is PARTIAL with errors, or when the step is not yet achieved', () => {
    expect(decideCorrectness({ ...facts, errorCount: 1 })).toBe('PARTIAL');
    expect(decideCorrectness({ ...facts, errorCount: 2 })).toBe('PARTIAL');
    expect(decideCorrectness({ ...facts, stepAchieved: false })).toBe('PARTIAL');
  });

  it('is NO past one error per three words, in the native language, or with no words', () => {
    expect(decideCorrectness({ ...facts, errorCount: 3 })).toBe('NO');
    expect(decideCorrectness({ ...facts, usedNativeLanguage: true })).toBe('NO');
    expect(decideCorrectness({ ...facts, wordCount: 0 })).toBe('NO');
  });
});
