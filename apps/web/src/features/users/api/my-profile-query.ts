import type { MyProfileQuery, MyProfileQueryVariables } from '../../../gql/graphql.ts';
import { typedDocument } from '../../../lib/typed-document.ts';

/** The signed-in user's editable profile: names, languages and photo. */
export const MyProfileDocument = typedDocument<
  MyProfileQuery,
  MyProfileQueryVariables
>(/* GraphQL */ `
  query MyProfile {
    readUser(me: true) {
      id
      userType
      firstName
      lastName
      username
      email
      timeZone
      studentProfile {
        id
        avatar
        photo
        nativeLanguage {
          id
          name
          isoLanguageCode
        }
        paginatedLearningLanguages(pageSize: "All") {
          objects {
            id
            name
            isoLanguageCode
          }
        }
      }
      teacherProfile {
        id
        avatar
        photo
        nativeLanguage {
          id
          name
          isoLanguageCode
        }
        paginatedLanguagesTaught(pageSize: "All") {
          objects {
            id
            name
            isoLanguageCode
          }
        }
      }
    }
  }
`);
