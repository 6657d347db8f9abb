import type { LibraryScenario } from './library-types.ts';

export const DE_HOTEL_CHECK_IN: LibraryScenario = {
  key: 'de-hotel-check-in',
  languageCode: 'de',
  level: 'A2',
  title: 'Checking in at a hotel in Berlin',
  description:
    'You arrive at your hotel in Berlin after a long journey. Check in with your reservation, ask for a quieter room, and find out about breakfast and the Wi-Fi.',
  characterName: 'Jonas Becker',
  characterRole: 'Receptionist at the Hotel Spreeblick in Berlin',
  characterPersonality: 'Polite and efficient; uses "Sie", a little formal but warm.',
  voiceGender: 'MALE',
  studentRole: 'A guest arriving with a reservation',
  studentGoal:
    'Check in, get a quiet room, and find out when breakfast is served and how to use the Wi-Fi.',
  openingMessage:
    'Guten Abend und herzlich willkommen im Hotel Spreeblick! Wie kann ich Ihnen helfen?',
  openingMessageTranslation:
    'Good evening and welcome to the Hotel Spreeblick! How can I help you?',
  estimatedDurationSeconds: 420,
  steps: [
    {
      title: 'Say you have a reservation',
      goal: 'Say that you have a reservation and give your name.',
      expectedPhrases: [
        'ich habe reserviert',
        'eine Reservierung',
        'auf den Namen',
        'mein Name ist',
        'ich heiße',
      ],
      scriptedLine: 'Wie kann ich Ihnen helfen?',
      scriptedLineTranslation: 'How can I help you?',
    },
    {
      title: 'Show your passport',
      goal: 'Hand over your passport or ID card and confirm how long you are staying.',
      expectedPhrases: [
        'hier ist',
        'bitte schön',
        'mein Pass',
        'mein Ausweis',
        'drei Nächte',
        'bis Freitag',
      ],
      scriptedLine:
        'Ja, ich habe Ihre Reservierung: ein Einzelzimmer für drei Nächte. Darf ich bitte Ihren Ausweis oder Reisepass sehen?',
      scriptedLineTranslation:
        'Yes, I have your reservation: a single room for three nights. May I see your ID card or passport, please?',
    },
    {
      title: 'Ask for a quiet room',
      goal: 'Say that you would prefer a quiet room and ask whether another room is free.',
      expectedPhrases: [
        'ruhiges Zimmer',
        'ruhig',
        'zum Hof',
        'ein anderes Zimmer',
        'hätte gern',
        'lieber',
      ],
      scriptedLine: 'Danke schön. Sie haben Zimmer 214 im zweiten Stock, zur Straße hin.',
      scriptedLineTranslation:
        'Thank you. You have room 214 on the second floor, facing the street.',
    },
    {
      title: 'Ask about breakfast',
      goal: 'Ask when and where breakfast is served.',
      expectedPhrases: ['Frühstück', 'wann gibt es', 'um wie viel Uhr', 'ab wann'],
      scriptedLine:
        'Kein Problem, ich gebe Ihnen Zimmer 305 zum Hof hin. Dort ist es sehr ruhig. Haben Sie noch Fragen?',
      scriptedLineTranslation:
        "No problem, I'll give you room 305, facing the courtyard. It's very quiet there. Do you have any other questions?",
    },
    {
      title: 'Ask about the Wi-Fi',
      goal: 'Ask for the Wi-Fi password, then thank the receptionist.',
      expectedPhrases: ['WLAN', 'Passwort', 'Internet', 'vielen Dank'],
      scriptedLine:
        'Das Frühstück gibt es von sieben bis zehn Uhr im Restaurant im Erdgeschoss. Sonst noch etwas?',
      scriptedLineTranslation:
        'Breakfast is served from seven to ten in the restaurant on the ground floor. Anything else?',
    },
  ],
  vocabulary: [
    {
      kind: 'WORD',
      text: 'Reservierung',
      translation: 'reservation (die Reservierung)',
      required: true,
    },
    {
      kind: 'WORD',
      text: 'Einzelzimmer',
      translation: 'single room (das Einzelzimmer)',
      required: false,
    },
    { kind: 'WORD', text: 'Ausweis', translation: 'ID card (der Ausweis)', required: false },
    { kind: 'WORD', text: 'Schlüssel', translation: 'key (der Schlüssel)', required: false },
    { kind: 'WORD', text: 'ruhig', translation: 'quiet', required: true },
    { kind: 'WORD', text: 'Frühstück', translation: 'breakfast (das Frühstück)', required: true },
    { kind: 'WORD', text: 'WLAN', translation: 'Wi-Fi (das WLAN)', required: false },
    {
      kind: 'PHRASE',
      text: 'im zweiten Stock',
      translation: 'on the second floor',
      required: false,
    },
    { kind: 'PHRASE', text: 'ich hätte gern', translation: 'I would like', required: false },
  ],
  rubrics: [
    {
      category: 'GRAMMAR',
      criteria:
        'Uses polite forms with "Sie" and modal verbs (Ich möchte…, Könnten Sie…), with the verb in second position.',
      weight: 35,
    },
    {
      category: 'VOCABULARY',
      criteria:
        'Uses hotel vocabulary accurately (Reservierung, Zimmer, Schlüssel, Frühstück, WLAN).',
      weight: 35,
    },
    {
      category: 'FLUENCY',
      criteria: 'Responds promptly and keeps the conversation going without switching language.',
      weight: 30,
    },
  ],
};
