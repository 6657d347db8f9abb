import type { LibraryScenario } from './library-types.ts';

/** Translations are into Spanish: an English scenario translated into English would help no one. */
export const EN_JOB_INTERVIEW: LibraryScenario = {
  key: 'en-job-interview',
  languageCode: 'en',
  level: 'B2',
  title: 'A job interview for a marketing role',
  description:
    'You are interviewing for a junior marketing coordinator position at Greenthread, a sustainable fashion company. Introduce yourself, talk about your experience with concrete examples, deal with a question about a weakness and a tricky situation, and ask a question of your own.',
  characterName: 'Daniel Hughes',
  characterRole: 'Marketing manager at Greenthread, interviewing candidates',
  characterPersonality:
    'Professional and friendly but probing: asks follow-up questions and expects concrete examples rather than general claims.',
  voiceGender: 'MALE',
  studentRole: 'A candidate for the junior marketing coordinator position',
  studentGoal:
    'Make a convincing case for yourself with concrete examples, and finish with a thoughtful question.',
  openingMessage:
    "Good morning, and thanks for coming in. I'm Daniel, the marketing manager here at Greenthread. Could you start by telling me a little about yourself?",
  openingMessageTranslation:
    'Buenos días y gracias por venir. Soy Daniel, el responsable de marketing de Greenthread. ¿Podría empezar hablándome un poco de usted?',
  estimatedDurationSeconds: 600,
  steps: [
    {
      title: 'Introduce yourself',
      goal: 'Introduce yourself: your studies or current job, and why this role interests you.',
      expectedPhrases: [
        'I graduated',
        'I studied',
        "I'm currently",
        'I currently work',
        "I've been working",
        'I have experience',
        "I'm interested in",
      ],
      scriptedLine: 'Could you start by telling me a little about yourself?',
      scriptedLineTranslation: '¿Podría empezar hablándome un poco de usted?',
    },
    {
      title: 'Describe a project',
      goal: 'Describe one project in detail: the situation, what you did, and the result.',
      expectedPhrases: [
        'I was responsible for',
        'I managed',
        'I led',
        'I coordinated',
        'I organised',
        'I organized',
        'as a result',
      ],
      scriptedLine:
        "That sounds interesting. Can you tell me about a project you're particularly proud of, and what your role in it was?",
      scriptedLineTranslation:
        'Suena interesante. ¿Puede hablarme de un proyecto del que esté especialmente orgulloso u orgullosa y de cuál fue su papel en él?',
    },
    {
      title: 'Talk about a weakness',
      goal: 'Name a real weakness and explain what you are doing to improve.',
      expectedPhrases: [
        'my weakness',
        'I tend to',
        "I'm working on",
        "I've been working on",
        'to improve',
        "I've learned to",
      ],
      scriptedLine:
        'Thank you. Now, what would you say is one of your weaknesses, and how are you working on it?',
      scriptedLineTranslation:
        'Gracias. Y ahora, ¿cuál diría que es uno de sus puntos débiles y cómo lo está trabajando?',
    },
    {
      title: 'Handle a problem',
      goal: 'Explain step by step how you would deal with the problem, using "I would…" and "If…".',
      expectedPhrases: ['I would', "I'd", 'the first thing', 'first of all', 'then I would'],
      scriptedLine:
        'Imagine a campaign launch is two days away and a supplier lets you down. How would you handle it?',
      scriptedLineTranslation:
        'Imagine que faltan dos días para el lanzamiento de una campaña y un proveedor le falla. ¿Cómo lo gestionaría?',
    },
    {
      title: 'Ask your own question',
      goal: 'Ask the interviewer at least one thoughtful question about the role or the team.',
      expectedPhrases: [
        'could you tell me',
        'I was wondering',
        'how would you describe',
        'what would a typical day',
        'what are the next steps',
        'what does success look like',
      ],
      scriptedLine: "Great, that's all from me. Do you have any questions for us?",
      scriptedLineTranslation:
        'Muy bien, eso es todo por mi parte. ¿Tiene alguna pregunta para nosotros?',
    },
  ],
  vocabulary: [
    {
      kind: 'PHRASE',
      text: "I'm responsible for",
      translation: 'soy responsable de',
      required: false,
    },
    { kind: 'PHRASE', text: 'meet a deadline', translation: 'cumplir un plazo', required: true },
    { kind: 'WORD', text: 'achievement', translation: 'logro', required: true },
    { kind: 'WORD', text: 'stakeholders', translation: 'partes interesadas', required: false },
    {
      kind: 'PHRASE',
      text: 'a track record of',
      translation: 'una trayectoria demostrada de',
      required: false,
    },
    {
      kind: 'PHRASE',
      text: 'team player',
      translation: 'persona que trabaja bien en equipo',
      required: false,
    },
    { kind: 'PHRASE', text: "I'm working on", translation: 'estoy trabajando en', required: true },
    { kind: 'WORD', text: 'strengths', translation: 'puntos fuertes', required: false },
    { kind: 'PHRASE', text: 'the next steps', translation: 'los próximos pasos', required: false },
  ],
  rubrics: [
    {
      category: 'COHESION',
      criteria:
        'Structures answers as situation, action and result, and links ideas with connectives (first, then, as a result, however).',
      weight: 25,
    },
    {
      category: 'GRAMMAR',
      criteria:
        'Uses the past simple and present perfect accurately for experience, and conditionals (I would…, If…) for hypothetical situations.',
      weight: 25,
    },
    {
      category: 'VOCABULARY',
      criteria:
        'Uses precise professional vocabulary (deadline, stakeholders, achievement) instead of general words.',
      weight: 25,
    },
    {
      category: 'FLUENCY',
      criteria:
        'Develops each answer over several sentences without long pauses or one-word replies.',
      weight: 25,
    },
  ],
};
