import type { LibraryCurriculum } from './library-types.ts';

export const LIBRARY_CURRICULA: LibraryCurriculum[] = [
  {
    title: 'Travel essentials',
    description:
      'Three everyday situations for a first trip to Spain: ordering at a café, buying a train ticket and getting help at the pharmacy.',
    languageCode: 'es',
    level: 'A2',
    scenarioKeys: ['es-cafe', 'es-train-ticket', 'es-pharmacy'],
  },
  {
    title: 'First conversations',
    description:
      'Your first conversations in Chinese: introducing yourself to a classmate, then talking about your family.',
    languageCode: 'zh-Hans',
    level: 'A1',
    scenarioKeys: ['zh-classmate', 'zh-family'],
  },
];
