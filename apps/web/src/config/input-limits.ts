/**
 * The most characters each typed field may hold, as the server's validators allow (the server
 * stays the authority; apps/server/src/authoring/web-input-limits.test.ts keeps the two equal).
 * Forms stop at these and count down to them, so nobody meets the server's refusal.
 */
export const INPUT_LIMITS = {
  scenario: {
    titleMax: 120,
    descriptionMax: 2000,
    nameMax: 80,
    roleMax: 200,
    personalityMax: 500,
    goalMax: 500,
    lineMax: 1000,
    phraseMax: 200,
    expectedPhrasesMax: 20,
    vocabularyTextMax: 100,
    translationMax: 300,
    criteriaMax: 1000,
  },
  curriculum: { titleMax: 120, descriptionMax: 2000 },
  evaluationSetting: { nameMax: 120 },
  assignment: { titleMax: 120, instructionsMax: 2000 },
  classroom: { nameMax: 100, descriptionMax: 2000 },
  profile: { firstNameMax: 150, lastNameMax: 150, usernameMax: 150 },
} as const;

/**
 * Pictures (profile and classroom photos) as the server takes them by default
 * (UPLOAD_MAX_IMAGE_BYTES); it checks the content again on upload.
 */
export const PHOTO_LIMITS = {
  types: ['image/jpeg', 'image/png', 'image/webp', 'image/gif'],
  maxBytes: 5 * 1024 * 1024,
} as const;
