import type { LibraryScenario } from './library-types.ts';

export const ES_TRAIN_TICKET: LibraryScenario = {
  key: 'es-train-ticket',
  languageCode: 'es',
  level: 'A2',
  title: 'Buying a train ticket to Toledo',
  description:
    "You are at the ticket office of Madrid's Atocha station and want to spend the day in Toledo. Buy a return ticket, choose a train, find out the platform and pay.",
  characterName: 'Javier',
  characterRole: 'Ticket clerk at Atocha station in Madrid',
  characterPersonality:
    'Efficient and polite. Speaks a little fast but repeats gladly when asked, and uses "usted".',
  voiceGender: 'MALE',
  studentRole: 'A traveller buying a ticket at the station',
  studentGoal:
    'Buy a return ticket to Toledo for this morning and find out which platform it leaves from.',
  openingMessage: 'Buenos días. ¿Adónde quiere viajar?',
  openingMessageTranslation: 'Good morning. Where would you like to travel to?',
  estimatedDurationSeconds: 300,
  steps: [
    {
      title: 'Say where you are going',
      goal: 'Say that you would like a ticket to Toledo.',
      expectedPhrases: ['a Toledo', 'para Toledo', 'un billete', 'quería', 'quisiera'],
      scriptedLine: '¿Adónde quiere viajar?',
      scriptedLineTranslation: 'Where would you like to travel to?',
    },
    {
      title: 'One way or return',
      goal: 'Ask for a return ticket and say when you will come back.',
      expectedPhrases: ['ida y vuelta', 'vuelvo', 'esta tarde', 'esta noche', 'hoy'],
      scriptedLine: 'Muy bien. ¿Solo ida o ida y vuelta?',
      scriptedLineTranslation: 'Very good. One way or return?',
    },
    {
      title: 'Choose a train',
      goal: 'Choose one of the trains and ask how long the journey takes.',
      expectedPhrases: ['a las diez', 'a las once', 'el de las', 'cuánto tarda', 'cuánto dura'],
      scriptedLine: 'Hay trenes a las diez y cuarto y a las once y media. ¿Cuál prefiere?',
      scriptedLineTranslation:
        'There are trains at a quarter past ten and at half past eleven. Which one do you prefer?',
    },
    {
      title: 'Platform and payment',
      goal: 'Ask which platform the train leaves from, then pay.',
      expectedPhrases: ['andén', 'de qué andén', 'qué vía', 'con tarjeta', 'aquí tiene'],
      scriptedLine:
        'El viaje dura treinta y tres minutos. Son veintiún euros con cuarenta, ida y vuelta. ¿Algo más?',
      scriptedLineTranslation:
        "The journey takes thirty-three minutes. That's twenty-one euros forty, return. Anything else?",
    },
  ],
  vocabulary: [
    { kind: 'WORD', text: 'billete', translation: 'ticket (el billete)', required: true },
    { kind: 'PHRASE', text: 'ida y vuelta', translation: 'return (ticket)', required: true },
    { kind: 'PHRASE', text: 'solo ida', translation: 'one way', required: false },
    { kind: 'WORD', text: 'andén', translation: 'platform (el andén)', required: true },
    { kind: 'WORD', text: 'vía', translation: 'track (la vía)', required: false },
    { kind: 'WORD', text: 'salir', translation: 'to leave, to depart', required: false },
    {
      kind: 'PHRASE',
      text: '¿cuánto tarda?',
      translation: 'how long does it take?',
      required: false,
    },
    { kind: 'WORD', text: 'horario', translation: 'timetable (el horario)', required: false },
  ],
  rubrics: [
    {
      category: 'VOCABULARY',
      criteria: 'Uses station vocabulary (billete, ida y vuelta, andén) to get the right ticket.',
      weight: 40,
    },
    {
      category: 'GRAMMAR',
      criteria:
        'Tells the time correctly (a las diez y cuarto) and makes requests with quería or quisiera.',
      weight: 30,
    },
    {
      category: 'FLUENCY',
      criteria: 'Keeps the exchange moving and asks for repetition in Spanish when needed.',
      weight: 30,
    },
  ],
};
