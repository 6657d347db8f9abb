/**
 * The parts of a person's profile page that are the same for students and teachers; append to
 * the StudentProfile and TeacherProfile queries (the code generator resolves them by name).
 */
export const PROFILE_PAGE_FRAGMENTS = /* GraphQL */ `
  fragment ProfileLanguage on Language {
    id
    name
    isoLanguageCode
  }

  fragment ProfileClassrooms on ClassroomPage {
    totalCount
    objects {
      id
      name
      level
      avatar
      language {
        ...ProfileLanguage
      }
    }
  }

  fragment ProfilePerson on User {
    id
    firstName
    lastName
    username
  }
`;
