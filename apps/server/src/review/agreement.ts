/**
 * How far a teacher agrees with the tutor, over the answers of the attempts they reviewed: an
 * answer left unchanged counts as agreement, an override as the teacher's grade.
 */
export const GRADE_SCALE = ['NO', 'PARTIAL', 'YES'] as const;
export type Grade = (typeof GRADE_SCALE)[number];

export type GradePair = { tutor: Grade; teacher: Grade };
export type ScorePair = { tutor: number; teacher: number };

export type Agreement = {
  answers: number;
  /** Share of answers with the same grade, 0–1; null without answers. */
  exactAgreement: number | null;
  /** Quadratic weighted kappa on NO < PARTIAL < YES; null when it is undefined (one grade only). */
  kappa: number | null;
  /** Mean absolute difference of the attempts' category scores, in points; null without any. */
  meanAbsoluteScoreDifference: number | null;
  scores: number;
};

/**
 * Cohen's kappa with quadratic weights: 1 − Σ w·observed / Σ w·expected, where w = (i−j)²/(k−1)²
 * and expected comes from the two raters' marginal counts. Null when every answer got the same
 * grade from both (the expected disagreement is zero, so kappa is undefined).
 */
export function quadraticWeightedKappa(pairs: readonly GradePair[]): number | null {
  const k = GRADE_SCALE.length;
  const index = (grade: Grade) => GRADE_SCALE.indexOf(grade);
  const observed = Array.from({ length: k }, () => new Array<number>(k).fill(0));
  const tutorTotals = new Array<number>(k).fill(0);
  const teacherTotals = new Array<number>(k).fill(0);
  for (const { tutor, teacher } of pairs) {
    const i = index(tutor);
    const j = index(teacher);
    (observed[i] as number[])[j] = ((observed[i] as number[])[j] ?? 0) + 1;
    tutorTotals[i] = (tutorTotals[i] ?? 0) + 1;
    teacherTotals[j] = (teacherTotals[j] ?? 0) + 1;
  }
  const n = pairs.length;
  if (n === 0) return null;
  let observedDisagreement = 0;
  let expectedDisagreement = 0;
  for (let i = 0; i < k; i++) {
    for (let j = 0; j < k; j++) {
      const weight = (i - j) ** 2 / (k - 1) ** 2;
      observedDisagreement += weight * ((observed[i] as number[])[j] ?? 0);
      expectedDisagreement += (weight * (tutorTotals[i] ?? 0) * (teacherTotals[j] ?? 0)) / n;
    }
  }
  if (expectedDisagreement === 0) return null;
  return 1 - observedDisagreement / expectedDisagreement;
}

export function agreementOf(grades: readonly GradePair[], scores: readonly ScorePair[]): Agreement {
  const same = grades.filter((pair) => pair.tutor === pair.teacher).length;
  const difference = scores.reduce((sum, pair) => sum + Math.abs(pair.tutor - pair.teacher), 0);
  return {
    answers: grades.length,
    exactAgreement: grades.length === 0 ? null : same / grades.length,
    kappa: quadraticWeightedKappa(grades),
    meanAbsoluteScoreDifference: scores.length === 0 ? null : difference / scores.length,
    scores: scores.length,
  };
}
