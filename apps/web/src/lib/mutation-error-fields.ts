/**
 * What every mutation reads of its errors report (see `mutation-result.ts`); append to a
 * mutation's source and select `errors { ...MutationErrorFields }`.
 */
export const MUTATION_ERROR_FIELDS = /* GraphQL */ `
  fragment MutationErrorFields on FieldError {
    field
    objectPosition
    messages
    code
  }
`;
