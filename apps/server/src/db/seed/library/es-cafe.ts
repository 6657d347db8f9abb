import type { LibraryScenario } from './library-types.ts';

export const ES_CAFE: LibraryScenario = {
  key: 'es-cafe',
  languageCode: 'es',
  level: 'A2',
  title: 'Ordering at a café in Madrid',
  description:
    'You have just sat down at a busy café in Madrid. Order a drink and something to eat, say whether you will stay or take it away, ask for the bill and pay.',
  characterName: 'Carmen',
  characterRole: 'Waitress at Café Sol, a busy café in the centre of Madrid',
  characterPersonality:
    'Friendly, quick and a little chatty. Speaks clearly, uses "usted" with customers and recommends the house specialities.',
  voiceGender: 'FEMALE',
  studentRole: 'A customer having breakfast at the café',
  studentGoal: 'Order a drink and something to eat, ask how much it is, and pay.',
  openingMessage: '¡Buenos días! Bienvenido al Café Sol. ¿Qué desea tomar?',
  openingMessageTranslation: 'Good morning! Welcome to Café Sol. What would you like to drink?',
  estimatedDurationSeconds: 360,
  steps: [
    {
      title: 'Order a drink',
      goal: 'Greet the waitress and order a drink politely.',
      expectedPhrases: [
        'quería',
        'quisiera',
        'me pone',
        'para mí',
        'un café',
        'un té',
        'un zumo',
        'un agua',
      ],
      scriptedLine: '¿Qué desea tomar?',
      scriptedLineTranslation: 'What would you like to drink?',
    },
    {
      title: 'Order something to eat',
      goal: 'Say whether you want something to eat and, if you do, order it.',
      expectedPhrases: [
        'un cruasán',
        'una tostada',
        'tortilla',
        'un bocadillo',
        'nada más',
        'no, gracias',
      ],
      scriptedLine:
        '¡Muy bien! ¿Quiere algo de comer? Hoy tenemos cruasanes, tostadas con tomate y tortilla de patatas.',
      scriptedLineTranslation:
        'Very good! Would you like something to eat? Today we have croissants, toast with tomato and Spanish omelette.',
    },
    {
      title: 'Here or to take away',
      goal: 'Say whether you will have it at the café or take it away.',
      expectedPhrases: ['para tomar aquí', 'aquí', 'para llevar', 'en la terraza'],
      scriptedLine: 'Perfecto. ¿Es para tomar aquí o para llevar?',
      scriptedLineTranslation: 'Perfect. Is it to have here or to take away?',
    },
    {
      title: 'Ask for the bill',
      goal: 'When you have finished, ask for the bill or ask how much it is.',
      expectedPhrases: ['la cuenta', 'cuánto es', 'cuánto le debo', 'cuánto cuesta'],
      scriptedLine: 'Aquí tiene. ¡Que aproveche! ¿Necesita algo más?',
      scriptedLineTranslation: 'Here you are. Enjoy your meal! Do you need anything else?',
    },
    {
      title: 'Pay',
      goal: 'Say how you will pay and thank the waitress.',
      expectedPhrases: ['con tarjeta', 'en efectivo', 'con el móvil', 'aquí tiene'],
      scriptedLine: 'Son cuatro euros con cincuenta. ¿Va a pagar con tarjeta o en efectivo?',
      scriptedLineTranslation: "That's four euros fifty. Will you pay by card or in cash?",
    },
  ],
  vocabulary: [
    { kind: 'WORD', text: 'quería', translation: 'I would like (polite request)', required: true },
    { kind: 'PHRASE', text: 'café con leche', translation: 'white coffee', required: false },
    { kind: 'WORD', text: 'tostada', translation: 'toast (la tostada)', required: false },
    { kind: 'WORD', text: 'cruasán', translation: 'croissant (el cruasán)', required: false },
    { kind: 'PHRASE', text: 'para llevar', translation: 'to take away', required: false },
    {
      kind: 'PHRASE',
      text: 'la cuenta, por favor',
      translation: 'the bill, please',
      required: true,
    },
    { kind: 'PHRASE', text: '¿cuánto es?', translation: 'how much is it?', required: true },
    { kind: 'WORD', text: 'tarjeta', translation: 'card (la tarjeta)', required: false },
    { kind: 'PHRASE', text: 'en efectivo', translation: 'in cash', required: false },
  ],
  rubrics: [
    {
      category: 'VOCABULARY',
      criteria:
        'Uses café vocabulary to order food and drink and to pay (quería, café con leche, para llevar, la cuenta).',
      weight: 40,
    },
    {
      category: 'GRAMMAR',
      criteria:
        'Makes polite requests (quería…, me pone…) and uses articles with the right gender (un café, una tostada).',
      weight: 30,
    },
    {
      category: 'FLUENCY',
      criteria: 'Answers each question promptly in short, complete sentences.',
      weight: 30,
    },
  ],
};
