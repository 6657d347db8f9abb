import { describe, expect, it } from 'vitest';
import { agreementOf, type Grade, type GradePair, quadraticWeightedKappa } from './agreement.ts';

/** Expands a confusion table (rows: the tutor's NO, PARTIAL, YES; columns: the teacher's). */
function pairsOf(table: number[][]): GradePair[] {
  const grades: Grade[] = ['NO', 'PARTIAL', 'YES'];
  return table.flatMap((row, i) =>
    row.flatMap((count, j) =>
      Array.from({ length: count }, () => ({
        tutor: grades[i] as Grade,
        teacher: grades[j] as Grade,
      })),
    ),
  );
}

describe('quadraticWeightedKappa', () => {
  it('matches a value worked out by hand on a fixed table', () => {
    //            teacher NO  PARTIAL  YES   (tutor totals)
    // tutor NO        4       1       0       5
    // tutor PARTIAL   1       3       1       5
    // tutor YES       0       2       8      10
    // teacher totals  5       6       9      n = 20
    // Weights (i−j)²/(k−1)²: 0.25 one step apart, 1 two steps apart.
    // Observed: 0.25 × (1 + 1 + 1 + 2) + 1 × 0 = 1.25
    // Expected (row total × column total / n): one step apart 1.5 + 1.25 + 2.25 + 3 = 8 → 2;
    // two steps apart 2.25 + 2.5 = 4.75 → 4.75; together 6.75.
    // κ = 1 − 1.25 / 6.75 = 22/27 ≈ 0.8148.
    const pairs = pairsOf([
      [4, 1, 0],
      [1, 3, 1],
      [0, 2, 8],
    ]);
    expect(quadraticWeightedKappa(pairs)).toBeCloseTo(22 / 27, 12);
    expect(agreementOf(pairs, []).exactAgreement).toBe(15 / 20);
  });

  it('is 1 for perfect agreement and undefined (null) when everything got one grade', () => {
    expect(
      quadraticWeightedKappa(
        pairsOf([
          [2, 0, 0],
          [0, 3, 0],
          [0, 0, 1],
        ]),
      ),
    ).toBe(1);
    expect(
      quadraticWeightedKappa(
        pairsOf([
          [0, 0, 0],
          [0, 0, 0],
          [0, 0, 5],
        ]),
      ),
    ).toBeNull();
    expect(quadraticWeightedKappa([])).toBeNull();
  });

  it('is negative when the teacher systematically reverses the tutor', () => {
    const reversed = pairsOf([
      [0, 0, 3],
      [0, 0, 0],
      [3, 0, 0],
    ]);
    // Observed 6 × 1 = 6; expected 3·3/6 × 1 × 2 + 3·3/6 × 0 × 2 = 3 → κ = 1 − 6/3 = −1.
    expect(quadraticWeightedKappa(reversed)).toBe(-1);
  });
});

describe('agreementOf', () => {
  it('takes the mean absolute difference of category scores', () => {
    const result = agreementOf(
      [],
      [
        { tutor: 70, teacher: 60 },
        { tutor: 50, teacher: 55 },
      ],
    );
    expect(result).toMatchObject({ meanAbsoluteScoreDifference: 7.5, scores: 2, answers: 0 });
  });
});
