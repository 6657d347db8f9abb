import { describe, expect, it } from 'vitest';
import { type ReviewFacts, reviewPriority, reviewReasons } from './review-reasons.ts';

const answer = (text: string, correctness: 'YES' | 'PARTIAL' | 'NO' = 'YES') => ({
  text,
  correctness,
  usedNativeLanguage: false,
  gradingNote: null,
});
const facts = (answers: ReviewFacts['answers'], reachedStepIndex = 1): ReviewFacts => ({
  answers,
  reachedStepIndex,
  stepCount: 3,
});

describe('reviewReasons', () => {
  it('finds nothing in a good attempt', () => {
    expect(reviewReasons(facts([answer('Quiero un café con leche, por favor.')]))).toEqual([]);
  });

  it('flags a mean grade under one half, but not exactly one half', () => {
    expect(
      reviewReasons(
        facts([answer('Uno dos tres cuatro', 'NO'), answer('uno dos tres cuatro', 'PARTIAL')]),
      ),
    ).toEqual(['LOW_CORRECTNESS']);
    expect(
      reviewReasons(
        facts([answer('Uno dos tres cuatro', 'NO'), answer('uno dos tres cuatro', 'YES')]),
      ),
    ).toEqual([]);
  });

  it('counts words, not punctuation, for short answers', () => {
    expect(reviewReasons(facts([answer('Sí , vale !'), answer('Bueno.')]))).toEqual([
      'SHORT_ANSWERS',
    ]);
  });

  it('sees no step progress only with several steps and two answers or more', () => {
    const two = [answer('Hola buenos días señor'), answer('Qué tiempo hace hoy')];
    expect(reviewReasons(facts(two, 0))).toEqual(['NO_STEP_PROGRESS']);
    expect(reviewReasons({ answers: two, reachedStepIndex: 0, stepCount: 1 })).toEqual([]);
    expect(reviewReasons(facts(two.slice(0, 1), 0))).toEqual([]);
  });

  it('ranks the fallback above a single doubt and below two', () => {
    expect(reviewPriority(['FALLBACK_GRADING'])).toBeGreaterThan(
      reviewPriority(['LOW_CORRECTNESS']),
    );
    expect(reviewPriority(['LOW_CORRECTNESS', 'SHORT_ANSWERS'])).toBe(
      reviewPriority(['FALLBACK_GRADING']),
    );
  });
});
