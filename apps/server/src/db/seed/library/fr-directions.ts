import type { LibraryScenario } from './library-types.ts';

export const FR_DIRECTIONS: LibraryScenario = {
  key: 'fr-directions',
  languageCode: 'fr',
  level: 'A2',
  title: 'Asking for directions in Lyon',
  description:
    'You have just arrived in Lyon and want to visit the Musée des Confluences. A passer-by offers to help: ask how to get there, check that you have understood, find out how long it takes and where to buy a ticket, then thank them.',
  characterName: 'Camille',
  characterRole: 'A Lyon resident walking through the city centre',
  characterPersonality: 'Helpful and patient. Speaks slowly and repeats when asked.',
  voiceGender: 'FEMALE',
  studentRole: 'A tourist who is a little lost',
  studentGoal: 'Find out how to get to the museum, how long it takes and where to buy a ticket.',
  openingMessage: 'Bonjour ! Vous avez l’air un peu perdu. Je peux vous aider ?',
  openingMessageTranslation: 'Hello! You look a little lost. Can I help you?',
  estimatedDurationSeconds: 300,
  steps: [
    {
      title: 'Ask the way',
      goal: 'Say hello and ask where the Musée des Confluences is.',
      expectedPhrases: ['où est', 'où se trouve', 'je cherche', 'pour aller', 'le musée'],
      scriptedLine: 'Je peux vous aider ?',
      scriptedLineTranslation: 'Can I help you?',
    },
    {
      title: 'Check the directions',
      goal: 'Show that you have understood: repeat the key directions, or ask the person to repeat.',
      expectedPhrases: [
        'tout droit',
        'le tram',
        'la place Bellecour',
        'je prends',
        'vous pouvez répéter',
        'pardon',
      ],
      scriptedLine:
        'Alors, c’est facile : vous allez tout droit jusqu’à la place Bellecour, puis vous prenez le tram T1 direction Debourg. Vous descendez à l’arrêt Musée des Confluences.',
      scriptedLineTranslation:
        "So, it's easy: go straight on to Place Bellecour, then take tram T1 towards Debourg. Get off at the Musée des Confluences stop.",
    },
    {
      title: 'How long does it take?',
      goal: 'Ask how long it takes, or whether you can walk there.',
      expectedPhrases: ['combien de temps', 'c’est loin', "c'est loin", 'à pied', 'ça prend'],
      scriptedLine: 'Oui, c’est ça ! Vous avez d’autres questions ?',
      scriptedLineTranslation: "Yes, that's right! Do you have any other questions?",
    },
    {
      title: 'Buy a ticket',
      goal: 'Ask where you can buy a tram ticket.',
      expectedPhrases: ['un ticket', 'un billet', 'acheter', 'où est-ce que je peux'],
      scriptedLine:
        'À pied, c’est loin : environ quarante minutes. En tram, c’est un quart d’heure.',
      scriptedLineTranslation:
        "On foot it's far: about forty minutes. By tram it's a quarter of an hour.",
    },
    {
      title: 'Thank and say goodbye',
      goal: 'Thank the person and say goodbye.',
      expectedPhrases: [
        'merci',
        'c’est très gentil',
        "c'est très gentil",
        'bonne journée',
        'au revoir',
      ],
      scriptedLine:
        'Il y a un distributeur à l’arrêt de tram, juste là, à gauche. Vous pouvez aussi payer avec votre téléphone.',
      scriptedLineTranslation:
        "There's a ticket machine at the tram stop, just there on the left. You can also pay with your phone.",
    },
  ],
  vocabulary: [
    { kind: 'PHRASE', text: 'excusez-moi', translation: 'excuse me', required: true },
    { kind: 'PHRASE', text: 'tout droit', translation: 'straight on', required: true },
    { kind: 'PHRASE', text: 'à gauche', translation: 'on the left', required: false },
    { kind: 'PHRASE', text: 'à droite', translation: 'on the right', required: false },
    {
      kind: 'WORD',
      text: 'arrêt',
      translation: 'stop, as in tram or bus stop (l’arrêt, m.)',
      required: false,
    },
    { kind: 'WORD', text: 'tram', translation: 'tram (le tram)', required: false },
    { kind: 'WORD', text: 'loin', translation: 'far', required: true },
    { kind: 'PHRASE', text: 'à pied', translation: 'on foot', required: false },
    { kind: 'WORD', text: 'ticket', translation: 'ticket (le ticket)', required: false },
  ],
  rubrics: [
    {
      category: 'VOCABULARY',
      criteria:
        'Uses direction and transport words (tout droit, à gauche, loin, à pied, l’arrêt, le tram).',
      weight: 40,
    },
    {
      category: 'GRAMMAR',
      criteria:
        'Forms questions correctly (Où est… ? Est-ce que… ? Combien de temps… ?) and uses "vous" politely.',
      weight: 30,
    },
    {
      category: 'FLUENCY',
      criteria: 'Keeps the exchange going: reacts to the answers and checks understanding.',
      weight: 30,
    },
  ],
};
