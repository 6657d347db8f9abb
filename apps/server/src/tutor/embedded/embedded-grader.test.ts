import { beforeAll, describe, expect, it } from 'vitest';
import type { FeedbackItem, GradeResult } from '../tutor.ts';
import { gradeEmbedded } from './embedded-grader.ts';
import { detectIssues } from './error-detection.ts';
import { pausesBetween } from './fluency.ts';
import { buildGradeInput, buildScenario, buildStep, buildVocabulary } from './test-scenarios.ts';

const errors = (result: GradeResult) => result.feedback.filter((item) => item.severity === 'error');
const itemAt = (result: GradeResult, excerpt: string): FeedbackItem | undefined =>
  result.feedback.find((item) => item.excerpt === excerpt);

function scenarioIn(language: string, expectedPhrases: string[], vocabulary: string[]) {
  return buildScenario({
    language,
    steps: [buildStep({ goal: 'Order a drink', expectedPhrases, scriptedLine: '…' })],
    vocabulary: vocabulary.map((text) => buildVocabulary({ text, required: true })),
  });
}

describe('embedded grader, Spanish', () => {
  // The dictionary, its morphology and the language detector load on first use.
  beforeAll(() => gradeEmbedded(buildGradeInput('Hola.')), 60_000);

  it('finds agreement, accent and pronoun mistakes with their spans and corrections', async () => {
    const text = 'Quisiera una vaso de agua. Mi pelicula favorita es Coco. El es mucho famoso.';
    const result = await gradeEmbedded(buildGradeInput(text));
    expect(itemAt(result, 'una')).toMatchObject({
      code: 'GENDER_AGREEMENT',
      suggestion: 'un',
      category: 'GRAMMAR',
    });
    expect(itemAt(result, 'pelicula')).toMatchObject({
      code: 'MISSING_ACCENT',
      suggestion: 'película',
    });
    expect(itemAt(result, 'El')).toMatchObject({ code: 'ARTICLE_FOR_PRONOUN', suggestion: 'Él' });
    expect(itemAt(result, 'mucho')).toMatchObject({ code: 'MUY_NOT_MUCHO', suggestion: 'muy' });
    const accent = itemAt(result, 'pelicula');
    expect(accent?.span && text.slice(accent.span.start, accent.span.end)).toBe('pelicula');
    expect(result.correctness).toBe('PARTIAL');
  });

  it('leaves a correct order alone and grades it YES', async () => {
    const result = await gradeEmbedded(buildGradeInput('Quisiera un café con leche, por favor.'));
    expect(errors(result)).toEqual([]);
    expect(result.stepAchieved).toBe(true);
    expect(result.correctness).toBe('YES');
  });

  it('recognises required vocabulary when inflected and written without accents', async () => {
    const result = await gradeEmbedded(
      buildGradeInput('Me gustan las peliculas y tomamos un café.'),
    );
    expect(result.vocabularyUsed.map((use) => use.id)).toEqual(['v1', 'v2']);
    expect(result.vocabularyUsed[0]?.matched).toBe('peliculas');
  });

  it('flags a message written in the native language and grades it NO', async () => {
    const result = await gradeEmbedded(buildGradeInput('I would like a coffee with milk, please.'));
    expect(result.usedNativeLanguage).toBe(true);
    expect(result.correctness).toBe('NO');
    expect(result.feedback.map((item) => item.code)).toContain('NATIVE_LANGUAGE');
  });

  it('flags French from an English speaker practising Spanish as the wrong language, not as spelling', async () => {
    const result = await gradeEmbedded(
      buildGradeInput('Je voudrais un café avec du lait, s’il vous plaît.'),
    );
    const codes = result.feedback.map((item) => item.code);
    expect(codes).toContain('WRONG_LANGUAGE');
    expect(result.feedback.filter((item) => item.severity === 'error')).toEqual([]);
    expect(result.feedback.find((item) => item.code === 'WRONG_LANGUAGE')?.message).toBe(
      'You wrote in French. Try to say it in the language you are practising.',
    );
    expect(result.correctness).toBe('NO');
  });

  it('still grades learner Spanish with many mistakes as Spanish', async () => {
    const result = await gradeEmbedded(
      buildGradeInput('Yo quero un cafe con leche y un pan dulse por favor.'),
    );
    expect(result.feedback.map((item) => item.code)).not.toContain('WRONG_LANGUAGE');
    expect(result.feedback.map((item) => item.code)).toContain('SPELLING');
  });

  it('does not flag two native-language words, below the three-word minimum', async () => {
    const result = await gradeEmbedded(buildGradeInput('Coffee please'));
    expect(result.usedNativeLanguage).toBe(false);
  });

  it('writes feedback in the interface language and reports pronunciation as not assessed', async () => {
    const input = buildGradeInput('Quisiera una vaso de agua.', {
      interfaceLanguage: 'fr',
      audioDurationSeconds: 2,
    });
    const result = await gradeEmbedded(input);
    expect(itemAt(result, 'una')?.message).toBe(
      '« una » ne s’accorde pas en genre avec « vaso » : « un ».',
    );
    expect(result.pronunciationAssessed).toBe(false);
    expect(result.categoryScores.PRONUNCIATION).toBeNull();
    expect(result.feedback.map((item) => item.code)).toContain('PRONUNCIATION_NOT_ASSESSED');
  });

  it('scores fluency from words per minute when the audio length is known', async () => {
    const slow = await gradeEmbedded(
      buildGradeInput('Quisiera un café, por favor.', { audioDurationSeconds: 20 }),
    );
    const fluent = await gradeEmbedded(
      buildGradeInput('Quisiera un café, por favor.', { audioDurationSeconds: 3 }),
    );
    expect(slow.feedback.map((item) => item.code)).toContain('SLOW_SPEECH');
    expect(fluent.categoryScores.FLUENCY).toBeGreaterThan(slow.categoryScores.FLUENCY ?? 100);
  });

  it('takes fluency points for long pauses between the timed stretches of a recording', async () => {
    const pauses = pausesBetween([
      { start: 0.2, end: 1.4 },
      { start: 1.6, end: 2.0 },
      { start: 4.5, end: 5.8 },
    ]);
    // 0.2 s is no pause; 2.5 s is a long one.
    expect(pauses).toEqual({ count: 1, longestSeconds: 2.5 });
    const text = 'Quisiera un café, por favor.';
    const smooth = await gradeEmbedded(buildGradeInput(text, { audioDurationSeconds: 3 }));
    const halting = await gradeEmbedded(buildGradeInput(text, { audioDurationSeconds: 3, pauses }));
    expect(halting.feedback.find((item) => item.code === 'LONG_PAUSES')).toMatchObject({
      category: 'FLUENCY',
      severity: 'advice',
      message: 'You stopped for up to 2.5 s in the middle; try to keep talking, even slowly.',
    });
    expect(halting.categoryScores.FLUENCY).toBe((smooth.categoryScores.FLUENCY ?? 0) - 10);
  });
});

describe('embedded grader, tips for a Spanish café conversation', () => {
  beforeAll(() => gradeEmbedded(buildGradeInput('Hola.')), 60_000);

  // The required items of the seeded "Order at a café": one of them holds a comma of its own.
  const scenario = buildScenario({
    vocabulary: ['quería', 'la cuenta, por favor', '¿cuánto es?'].map((text) =>
      buildVocabulary({ text, kind: text.includes(' ') ? 'PHRASE' : 'WORD', required: true }),
    ),
  });
  const text = 'Quisiera un café con leche, por favor.';
  const tips = async (interfaceLanguage: string) => {
    const result = await gradeEmbedded(buildGradeInput(text, { scenario, interfaceLanguage }));
    const message = (code: string) => result.feedback.find((item) => item.code === code)?.message;
    return [message('REQUIRED_VOCABULARY_MISSING'), message('FEW_CONNECTIVES')];
  };

  it('quotes each missing item, lists them as English does and adds no full stop after “?”', async () => {
    expect(await tips('en')).toEqual([
      'Try to use: “quería”, “la cuenta, por favor”, and “¿cuánto es?”',
      'Link your ideas with words such as “y”, “pero”, or “porque”.',
    ]);
  });

  it('writes the same tips in Arabic and French around the Spanish words', async () => {
    expect(await tips('ar')).toEqual([
      'حاول أن تستخدم: «quería» و«la cuenta, por favor» و«¿cuánto es?»',
      'اربط أفكارك بكلمات مثل «y» أو «pero» أو «porque».',
    ]);
    expect(await tips('fr')).toEqual([
      'Essaie d’utiliser : « quería », « la cuenta, por favor » et « ¿cuánto es? »',
      'Relie tes idées avec des mots comme « y », « pero » ou « porque ».',
    ]);
  });

  it('does not ask a learner who links with “y” and “porque” to use linking words', async () => {
    const linked = 'Quisiera un café con leche y una tostada porque tengo hambre.';
    const result = await gradeEmbedded(buildGradeInput(linked, { scenario }));
    expect(result.feedback.map((item) => item.code)).not.toContain('FEW_CONNECTIVES');
    expect(result.categoryScores.COHESION).toBe(100);
  });

  it('leaves cohesion unassessed in a practised language whose linking words it does not know', async () => {
    const russian = scenarioIn('ru', ['кофе'], []);
    const result = await gradeEmbedded(
      buildGradeInput('Я хочу большой кофе с горячим молоком.', { scenario: russian }),
    );
    expect(result.feedback.map((item) => item.code)).not.toContain('FEW_CONNECTIVES');
    expect(result.categoryScores.COHESION).toBeNull();
  });
});

describe('embedded grader, English', () => {
  beforeAll(() => detectIssues('…', 'en'), 60_000);

  const scenario = scenarioIn('en', ['would like', 'table'], ['table']);

  it('finds agreement and article mistakes with Harper and spelling with Hunspell', async () => {
    const text = 'She go to the restaurant and ask for a apple and a tabel.';
    const result = await gradeEmbedded(buildGradeInput(text, { scenario, nativeLanguage: 'es' }));
    expect(itemAt(result, 'go')).toMatchObject({ category: 'GRAMMAR', suggestion: 'goes' });
    expect(itemAt(result, 'a')).toMatchObject({ suggestion: 'an' });
    expect(itemAt(result, 'tabel')).toMatchObject({ code: 'SPELLING', suggestion: 'table' });
  });

  it('leaves a correct request alone', async () => {
    const result = await gradeEmbedded(
      buildGradeInput('I would like a table for two, please.', { scenario, nativeLanguage: 'es' }),
    );
    expect(errors(result)).toEqual([]);
    expect(result.correctness).toBe('YES');
  });

  it('suggests corrections for the first four misspelt words of a message, no more', async () => {
    const text = 'I whent to the libary and red a bok abuot histroy.';
    const issues = await detectIssues(text, 'en', { suggestions: true });
    const spelling = issues.filter((issue) => issue.code === 'SPELLING');
    expect(spelling.map((issue) => text.slice(issue.start, issue.end))).toEqual([
      'whent',
      'libary',
      'bok',
      'abuot',
      'histroy',
    ]);
    expect(spelling.map((issue) => issue.suggestion !== null)).toEqual([
      true,
      true,
      true,
      true,
      false,
    ]);
  });

  it('finds a split word, and takes emphasis and repeated digits for what they are', async () => {
    const split = await detectIssues('I dis agree with you about the plan.', 'en');
    expect(split).toMatchObject([{ code: 'GRAMMAR', suggestion: 'disagree' }]);
    const repeats = 'It was very very fast: 5 5 seconds in Ho Chi Minh City, every day.';
    expect(await detectIssues(repeats, 'en')).toEqual([]);
  });
}, 30_000);

describe('embedded grader, French', () => {
  beforeAll(() => detectIssues('…', 'fr'), 60_000);

  const scenario = scenarioIn('fr', ['voudrais'], ['croissant']);

  it('restores missing accents', async () => {
    const text = 'Je voudrais un cafe et deux croissants.';
    const result = await gradeEmbedded(buildGradeInput(text, { scenario }));
    expect(itemAt(result, 'cafe')).toMatchObject({ code: 'MISSING_ACCENT', suggestion: 'café' });
    expect(result.vocabularyUsed[0]?.matched).toBe('croissants');
  });

  it('leaves a correct sentence alone', async () => {
    const result = await gradeEmbedded(
      buildGradeInput('Je voudrais un café et deux croissants, s’il vous plaît.', { scenario }),
    );
    expect(errors(result)).toEqual([]);
  });
});

describe('embedded grader, German', () => {
  beforeAll(() => detectIssues('…', 'de'), 60_000);

  const scenario = scenarioIn('de', ['möchte'], ['Zimmer']);

  it('checks capitalised nouns, which German capitalises', async () => {
    const result = await gradeEmbedded(
      buildGradeInput('Ich möchte ein Zimmer mit Frühstük.', { scenario }),
    );
    expect(itemAt(result, 'Frühstük')).toMatchObject({ code: 'SPELLING', suggestion: 'Frühstück' });
  });

  it('leaves a correct sentence alone and sees the inflected vocabulary', async () => {
    const result = await gradeEmbedded(
      buildGradeInput('Ich möchte zwei Zimmer für drei Nächte, bitte.', { scenario }),
    );
    expect(errors(result)).toEqual([]);
    expect(result.vocabularyUsed.map((use) => use.text)).toEqual(['Zimmer']);
  });
});

describe('embedded grader, Chinese', () => {
  beforeAll(() => detectIssues('…', 'zh-Hans'), 60_000);

  const scenario = scenarioIn('zh-Hans', ['我想要'], ['咖啡']);

  it('segments words, finds the vocabulary and achieves the step', async () => {
    const result = await gradeEmbedded(buildGradeInput('你好，我想要一杯咖啡。', { scenario }));
    expect(result.vocabularyUsed.map((use) => use.text)).toEqual(['咖啡']);
    expect(result.stepAchieved).toBe(true);
    expect(result.correctness).toBe('YES');
  });

  it('flags English written instead of Chinese', async () => {
    const result = await gradeEmbedded(
      buildGradeInput('I want a cup of coffee please', { scenario }),
    );
    expect(result.usedNativeLanguage).toBe(true);
    expect(result.correctness).toBe('NO');
  });
});

describe('embedded grader, Arabic', () => {
  beforeAll(() => detectIssues('…', 'ar'), 60_000);

  const scenario = scenarioIn('ar', ['أريد'], ['تفاح']);

  it('recognises vocabulary with the definite article and finds repeated words', async () => {
    const text = 'أريد أريد كيلو من التفاح من فضلك';
    const result = await gradeEmbedded(
      buildGradeInput(text, { scenario, interfaceLanguage: 'ar' }),
    );
    expect(result.vocabularyUsed[0]?.matched).toBe('التفاح');
    const repeated = result.feedback.find((item) => item.code === 'REPEATED_WORD');
    expect(repeated?.span).toEqual({ start: 5, end: 9 });
    expect(repeated?.message).toBe('الكلمة «أريد» مكرّرة.');
  });

  it('leaves a correct request alone', async () => {
    const result = await gradeEmbedded(
      buildGradeInput('أريد كيلو من التفاح من فضلك', { scenario }),
    );
    expect(errors(result)).toEqual([]);
    expect(result.correctness).toBe('YES');
  });

  it('flags English written instead of Arabic', async () => {
    const result = await gradeEmbedded(buildGradeInput('I want one kilo of apples', { scenario }));
    expect(result.usedNativeLanguage).toBe(true);
  });
});
