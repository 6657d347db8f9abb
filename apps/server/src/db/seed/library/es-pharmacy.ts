import type { LibraryScenario } from './library-types.ts';

export const ES_PHARMACY: LibraryScenario = {
  key: 'es-pharmacy',
  languageCode: 'es',
  level: 'A2',
  title: 'At the pharmacy',
  description:
    "You wake up on holiday in Valencia with a sore throat and a slight fever. Go to the pharmacy, explain how you feel, answer the pharmacist's questions and make sure you understand how to take the medicine.",
  characterName: 'Elena',
  characterRole: 'Pharmacist at a neighbourhood pharmacy in Valencia',
  characterPersonality: 'Calm, kind and careful. Asks one clear question at a time.',
  voiceGender: 'FEMALE',
  studentRole: 'A tourist who feels unwell',
  studentGoal:
    'Explain your symptoms, say whether you have any allergies and understand how to take the medicine.',
  openingMessage: 'Buenos días. ¿En qué puedo ayudarle?',
  openingMessageTranslation: 'Good morning. How can I help you?',
  estimatedDurationSeconds: 300,
  steps: [
    {
      title: 'Explain what is wrong',
      goal: 'Say how you feel: what hurts and since when.',
      expectedPhrases: [
        'me duele',
        'tengo fiebre',
        'tengo dolor',
        'dolor de garganta',
        'me encuentro mal',
        'desde ayer',
      ],
      scriptedLine: '¿En qué puedo ayudarle?',
      scriptedLineTranslation: 'How can I help you?',
    },
    {
      title: 'Allergies',
      goal: 'Say whether you are allergic to any medicine.',
      expectedPhrases: [
        'no tengo alergia',
        'no tengo ninguna alergia',
        'soy alérgico',
        'soy alérgica',
        'a la penicilina',
        'no, ninguna',
      ],
      scriptedLine: 'Vaya, lo siento. ¿Tiene alergia a algún medicamento?',
      scriptedLineTranslation: "Oh, I'm sorry. Are you allergic to any medicine?",
    },
    {
      title: 'Understand the dose',
      goal: 'Check the instructions: repeat how often to take it, or ask about it.',
      expectedPhrases: [
        'cada ocho horas',
        'después de comer',
        'cuántas veces',
        'una cucharada',
        'cuántos días',
      ],
      scriptedLine:
        'Entonces le recomiendo este jarabe. Tome una cucharada cada ocho horas, después de comer.',
      scriptedLineTranslation:
        'Then I recommend this syrup. Take one spoonful every eight hours, after eating.',
    },
    {
      title: 'Pay and say goodbye',
      goal: 'Pay, thank the pharmacist and say goodbye.',
      expectedPhrases: ['aquí tiene', 'con tarjeta', 'muchas gracias', 'adiós', 'hasta luego'],
      scriptedLine:
        'Exacto. Si en tres días no está mejor, vaya al médico. Son ocho euros con noventa.',
      scriptedLineTranslation:
        "Exactly. If you are not better in three days, go to the doctor. That's eight euros ninety.",
    },
  ],
  vocabulary: [
    { kind: 'PHRASE', text: 'me duele', translation: 'it hurts, I have a pain in', required: true },
    { kind: 'WORD', text: 'fiebre', translation: 'fever, temperature (la fiebre)', required: true },
    { kind: 'WORD', text: 'garganta', translation: 'throat (la garganta)', required: false },
    { kind: 'WORD', text: 'alergia', translation: 'allergy (la alergia)', required: false },
    { kind: 'WORD', text: 'jarabe', translation: 'syrup (el jarabe)', required: false },
    { kind: 'WORD', text: 'pastilla', translation: 'tablet, pill (la pastilla)', required: false },
    { kind: 'PHRASE', text: 'cada ocho horas', translation: 'every eight hours', required: true },
    { kind: 'WORD', text: 'receta', translation: 'prescription (la receta)', required: false },
  ],
  rubrics: [
    {
      category: 'VOCABULARY',
      criteria: 'Names symptoms and body parts (me duele la garganta, tengo fiebre, alergia).',
      weight: 40,
    },
    {
      category: 'GRAMMAR',
      criteria:
        'Uses doler correctly (me duele / me duelen) and tener with symptoms (tengo fiebre).',
      weight: 35,
    },
    {
      category: 'FLUENCY',
      criteria: 'Describes the problem in a few connected sentences without long pauses.',
      weight: 25,
    },
  ],
};
