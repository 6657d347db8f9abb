/** Demo accounts for trying the product locally; the README lists them. */
export const DEMO_TEACHER = {
  email: 'teacher@charla.localhost',
  password: 'practice-makes-perfect',
  username: 'lucia',
  firstName: 'Lucía',
  lastName: 'Fernández',
  language: 'es',
  nativeLanguage: 'es',
  languagesTaught: ['es', 'en'],
} as const;

export const DEMO_STUDENT = {
  email: 'student@charla.localhost',
  password: 'practice-makes-perfect',
  username: 'sam',
  firstName: 'Sam',
  lastName: 'Taylor',
  language: 'en',
  nativeLanguage: 'en',
  learningLanguages: ['es'],
} as const;

export const DEMO_CLASSROOM = {
  name: 'Spanish A2 · Tuesday group',
  description: 'Everyday conversations: cafés, travel, and making plans.',
  language: 'es',
  level: 'A2',
} as const;
