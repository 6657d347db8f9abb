import type { GradeInput, ScenarioContext, ScenarioStep, VocabularyItem } from '../tutor.ts';

/** Builds a scenario for tests; only what a test cares about needs to be given. */
export function buildScenario(overrides: Partial<ScenarioContext> = {}): ScenarioContext {
  return {
    language: 'es',
    level: 'A2',
    character: {
      name: 'Lucía',
      role: 'camarera',
      personality: 'amable y paciente',
      voiceGender: 'FEMALE',
      voiceName: 'es-ES-Standard-A',
    },
    studentRole: 'cliente',
    studentGoal: 'Pedir un café y pagar',
    openingMessage: '¡Hola! Bienvenido al Café Sol.',
    steps: [
      buildStep({
        position: 1,
        title: 'Pedir',
        goal: 'Pide una bebida',
        expectedPhrases: ['quisiera', 'un café'],
        scriptedLine: '¿Qué le pongo?',
        scriptedLineTranslation: 'What can I get you?',
      }),
      buildStep({
        position: 2,
        title: 'Pagar',
        goal: 'Pregunta cuánto es',
        expectedPhrases: ['cuánto es', 'cuánto cuesta'],
        scriptedLine: 'Aquí tiene su café. ¿Algo más?',
        scriptedLineTranslation: 'Here is your coffee. Anything else?',
      }),
    ],
    vocabulary: [
      buildVocabulary({ id: 'v1', text: 'película', translation: 'film', required: true }),
      buildVocabulary({
        id: 'v2',
        text: 'tomar un café',
        kind: 'PHRASE',
        translation: 'to have a coffee',
      }),
    ],
    rubrics: [
      { category: 'GRAMMAR', criteria: 'Uses articles and agreement correctly', weight: 50 },
      { category: 'VOCABULARY', criteria: 'Uses café vocabulary', weight: 50 },
    ],
    gradedCategories: ['GRAMMAR', 'VOCABULARY', 'FLUENCY', 'COHESION', 'PRONUNCIATION'],
    ...overrides,
  };
}

export function buildStep(overrides: Partial<ScenarioStep> = {}): ScenarioStep {
  return {
    position: 1,
    title: 'Step',
    goal: 'Say something',
    expectedPhrases: [],
    scriptedLine: '',
    scriptedLineTranslation: '',
    ...overrides,
  };
}

export function buildVocabulary(overrides: Partial<VocabularyItem> = {}): VocabularyItem {
  return { kind: 'WORD', text: 'word', translation: '', required: false, ...overrides };
}

export function buildGradeInput(
  studentText: string,
  overrides: Partial<GradeInput> = {},
): GradeInput {
  const scenario = overrides.scenario ?? buildScenario();
  return {
    scenario,
    currentStepIndex: 0,
    conversation: [
      { role: 'ASSISTANT', text: scenario.openingMessage },
      { role: 'USER', text: studentText },
    ],
    nativeLanguage: 'en',
    interfaceLanguage: 'en',
    studentText,
    ...overrides,
  };
}
