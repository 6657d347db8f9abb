/** A complete, valid scenario input as the editor sends it, for tests; override what matters. */
export function scenarioInput(languageId: string, overrides: Record<string, unknown> = {}) {
  return {
    title: 'At the bakery',
    description: 'Buy bread and pastries for breakfast.',
    languageId,
    level: 'A2',
    characterName: 'Marta',
    characterRole: 'Baker',
    characterPersonality: 'Warm and chatty',
    voiceGender: 'FEMALE',
    voiceName: null,
    studentRole: 'Customer',
    studentGoal: 'Buy a loaf of bread and two croissants.',
    openingMessage: '¡Buenos días! ¿Qué le pongo?',
    openingMessageTranslation: 'Good morning! What can I get you?',
    estimatedDurationSeconds: 300,
    visibility: 'PRIVATE',
    steps: [
      {
        title: 'Greet',
        goal: 'Greet the baker and ask for bread.',
        expectedPhrases: ['buenos días', 'una barra'],
        scriptedLine: '¿Qué le pongo?',
        scriptedLineTranslation: 'What can I get you?',
      },
      {
        title: 'Pay',
        goal: 'Ask how much it is and pay.',
        expectedPhrases: ['cuánto es'],
        scriptedLine: '¿Algo más?',
        scriptedLineTranslation: 'Anything else?',
      },
    ],
    vocabularyItems: [
      { kind: 'WORD', text: 'pan', translation: 'bread', required: true },
      { kind: 'PHRASE', text: 'para llevar', translation: 'to take away', required: false },
      { kind: 'WORD', text: 'barra', translation: 'baguette', required: false },
    ],
    rubrics: [
      { category: 'VOCABULARY', criteria: 'Uses the bakery words.', weight: 60 },
      { category: 'GRAMMAR', criteria: 'Polite requests.', weight: 40 },
    ],
    ...overrides,
  };
}
