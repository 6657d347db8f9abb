import type { UpdateProfileMutationVariables } from '../gql/graphql.ts';

/**
 * Saves fields of the signed-in user's profile from the app shell (language, time zone). The
 * GraphQL client and the mutation load on first use: the sign-in pages go without them.
 */
export async function updateProfile(input: UpdateProfileMutationVariables['input']): Promise<void> {
  const [{ runMutation }, { UpdateProfileDocument }] = await Promise.all([
    import('../lib/graphql-mutation.ts'),
    import('../features/users/api/update-profile-mutation.ts'),
  ]);
  await runMutation(UpdateProfileDocument, { input }, 'updateProfile');
}
