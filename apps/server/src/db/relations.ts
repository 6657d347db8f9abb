import { defineRelations } from 'drizzle-orm';
import * as schema from './schema/index.ts';

export const relations = defineRelations(schema, (r) => ({
  users: {
    emailAddresses: r.many.emailAddresses(),
    socialAccounts: r.many.socialAccounts(),
    teacherProfile: r.one.teacherProfiles({ from: r.users.id, to: r.teacherProfiles.userId }),
    studentProfile: r.one.studentProfiles({ from: r.users.id, to: r.studentProfiles.userId }),
  },
  emailAddresses: {
    user: r.one.users({ from: r.emailAddresses.userId, to: r.users.id, optional: false }),
  },
  socialAccounts: {
    user: r.one.users({ from: r.socialAccounts.userId, to: r.users.id, optional: false }),
  },
  sessions: {
    user: r.one.users({ from: r.sessions.userId, to: r.users.id }),
  },
  teacherProfiles: {
    user: r.one.users({ from: r.teacherProfiles.userId, to: r.users.id, optional: false }),
    nativeLanguage: r.one.languages({
      from: r.teacherProfiles.nativeLanguageId,
      to: r.languages.id,
    }),
    languagesTaught: r.many.languages({
      from: r.teacherProfiles.id.through(r.teacherLanguagesTaught.teacherProfileId),
      to: r.languages.id.through(r.teacherLanguagesTaught.languageId),
    }),
    ownedClassrooms: r.many.classrooms({ from: r.teacherProfiles.id, to: r.classrooms.ownerId }),
    coTaughtClassrooms: r.many.classrooms({
      from: r.teacherProfiles.id.through(r.classroomTeachers.teacherProfileId),
      to: r.classrooms.id.through(r.classroomTeachers.classroomId),
    }),
    students: r.many.studentProfiles({
      from: r.teacherProfiles.id.through(r.teacherStudents.teacherProfileId),
      to: r.studentProfiles.id.through(r.teacherStudents.studentProfileId),
    }),
    /** Owned and co-taught classrooms together (through the classroom_teaching view). */
    teachingClassrooms: r.many.classrooms({
      from: r.teacherProfiles.id.through(r.classroomTeaching.teacherProfileId),
      to: r.classrooms.id.through(r.classroomTeaching.classroomId),
    }),
  },
  studentProfiles: {
    user: r.one.users({ from: r.studentProfiles.userId, to: r.users.id, optional: false }),
    nativeLanguage: r.one.languages({
      from: r.studentProfiles.nativeLanguageId,
      to: r.languages.id,
    }),
    learningLanguages: r.many.languages({
      from: r.studentProfiles.id.through(r.studentLearningLanguages.studentProfileId),
      to: r.languages.id.through(r.studentLearningLanguages.languageId),
    }),
    classrooms: r.many.classrooms({
      from: r.studentProfiles.id.through(r.classroomStudents.studentProfileId),
      to: r.classrooms.id.through(r.classroomStudents.classroomId),
    }),
    teachers: r.many.teacherProfiles({
      from: r.studentProfiles.id.through(r.teacherStudents.studentProfileId),
      to: r.teacherProfiles.id.through(r.teacherStudents.teacherProfileId),
    }),
  },
  classrooms: {
    language: r.one.languages({
      from: r.classrooms.languageId,
      to: r.languages.id,
      optional: false,
    }),
    owner: r.one.teacherProfiles({
      from: r.classrooms.ownerId,
      to: r.teacherProfiles.id,
      optional: false,
    }),
    coTeachers: r.many.teacherProfiles({
      from: r.classrooms.id.through(r.classroomTeachers.classroomId),
      to: r.teacherProfiles.id.through(r.classroomTeachers.teacherProfileId),
    }),
    students: r.many.studentProfiles({
      from: r.classrooms.id.through(r.classroomStudents.classroomId),
      to: r.studentProfiles.id.through(r.classroomStudents.studentProfileId),
    }),
    teacherInvitations: r.many.teacherToClassroomInvitations(),
    /** The owner and the co-teachers (through the classroom_teaching view). */
    teachers: r.many.teacherProfiles({
      from: r.classrooms.id.through(r.classroomTeaching.classroomId),
      to: r.teacherProfiles.id.through(r.classroomTeaching.teacherProfileId),
    }),
  },
  teacherToClassroomInvitations: {
    classroom: r.one.classrooms({
      from: r.teacherToClassroomInvitations.classroomId,
      to: r.classrooms.id,
      optional: false,
    }),
    invitedBy: r.one.teacherProfiles({
      from: r.teacherToClassroomInvitations.invitedById,
      to: r.teacherProfiles.id,
      optional: false,
    }),
  },
  scenarios: {
    language: r.one.languages({
      from: r.scenarios.languageId,
      to: r.languages.id,
      optional: false,
    }),
    owner: r.one.teacherProfiles({ from: r.scenarios.ownerId, to: r.teacherProfiles.id }),
    duplicatedFrom: r.one.scenarios({ from: r.scenarios.duplicatedFromId, to: r.scenarios.id }),
    steps: r.many.scenarioSteps({ from: r.scenarios.id, to: r.scenarioSteps.scenarioId }),
    vocabularyItems: r.many.vocabularyItems({
      from: r.scenarios.id,
      to: r.vocabularyItems.scenarioId,
    }),
    rubrics: r.many.rubrics({ from: r.scenarios.id, to: r.rubrics.scenarioId }),
    attachments: r.many.scenarioAttachments({
      from: r.scenarios.id,
      to: r.scenarioAttachments.scenarioId,
    }),
    curriculumEntries: r.many.curriculumScenarios({
      from: r.scenarios.id,
      to: r.curriculumScenarios.scenarioId,
    }),
  },
  scenarioSteps: {
    scenario: r.one.scenarios({
      from: r.scenarioSteps.scenarioId,
      to: r.scenarios.id,
      optional: false,
    }),
  },
  vocabularyItems: {
    scenario: r.one.scenarios({
      from: r.vocabularyItems.scenarioId,
      to: r.scenarios.id,
      optional: false,
    }),
  },
  rubrics: {
    scenario: r.one.scenarios({ from: r.rubrics.scenarioId, to: r.scenarios.id, optional: false }),
  },
  scenarioAttachments: {
    scenario: r.one.scenarios({
      from: r.scenarioAttachments.scenarioId,
      to: r.scenarios.id,
      optional: false,
    }),
  },
  curricula: {
    language: r.one.languages({
      from: r.curricula.languageId,
      to: r.languages.id,
      optional: false,
    }),
    owner: r.one.teacherProfiles({ from: r.curricula.ownerId, to: r.teacherProfiles.id }),
    entries: r.many.curriculumScenarios({
      from: r.curricula.id,
      to: r.curriculumScenarios.curriculumId,
    }),
  },
  curriculumScenarios: {
    curriculum: r.one.curricula({
      from: r.curriculumScenarios.curriculumId,
      to: r.curricula.id,
      optional: false,
    }),
    scenario: r.one.scenarios({
      from: r.curriculumScenarios.scenarioId,
      to: r.scenarios.id,
      optional: false,
    }),
  },
  evaluationSettings: {
    owner: r.one.teacherProfiles({
      from: r.evaluationSettings.ownerId,
      to: r.teacherProfiles.id,
      optional: false,
    }),
    gradedCategories: r.many.evaluationSettingCategories({
      from: r.evaluationSettings.id,
      to: r.evaluationSettingCategories.evaluationSettingId,
    }),
  },
  evaluationSettingCategories: {
    evaluationSetting: r.one.evaluationSettings({
      from: r.evaluationSettingCategories.evaluationSettingId,
      to: r.evaluationSettings.id,
      optional: false,
    }),
  },
  practiceAssignments: {
    classroom: r.one.classrooms({
      from: r.practiceAssignments.classroomId,
      to: r.classrooms.id,
      optional: false,
    }),
    scenario: r.one.scenarios({ from: r.practiceAssignments.scenarioId, to: r.scenarios.id }),
    curriculum: r.one.curricula({ from: r.practiceAssignments.curriculumId, to: r.curricula.id }),
    evaluationSetting: r.one.evaluationSettings({
      from: r.practiceAssignments.evaluationSettingId,
      to: r.evaluationSettings.id,
      optional: false,
    }),
    /** The chosen students; none means the whole classroom. */
    students: r.many.studentProfiles({
      from: r.practiceAssignments.id.through(r.practiceAssignmentStudents.assignmentId),
      to: r.studentProfiles.id.through(r.practiceAssignmentStudents.studentProfileId),
    }),
    extensions: r.many.practiceAssignmentExtensions({
      from: r.practiceAssignments.id,
      to: r.practiceAssignmentExtensions.assignmentId,
    }),
  },
  practiceAssignmentExtensions: {
    student: r.one.studentProfiles({
      from: r.practiceAssignmentExtensions.studentProfileId,
      to: r.studentProfiles.id,
      optional: false,
    }),
  },
  practiceIntents: {
    student: r.one.studentProfiles({
      from: r.practiceIntents.studentProfileId,
      to: r.studentProfiles.id,
    }),
    assignment: r.one.practiceAssignments({
      from: r.practiceIntents.assignmentId,
      to: r.practiceAssignments.id,
    }),
    messages: r.many.practiceMessages({
      from: r.practiceIntents.id,
      to: r.practiceMessages.intentId,
    }),
  },
  practiceMessages: {
    intent: r.one.practiceIntents({
      from: r.practiceMessages.intentId,
      to: r.practiceIntents.id,
      optional: false,
    }),
  },
}));

export type Relations = typeof relations;
