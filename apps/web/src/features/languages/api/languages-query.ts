import { graphql } from '../../../gql/index.ts';

export const LanguagesQuery = graphql(`
  query Languages {
    languages {
      id
      name
      isoLanguageCode
    }
  }
`);
