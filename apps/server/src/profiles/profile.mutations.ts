import { builder } from '../graphql/builder.ts';
import { runMutation, withObjects } from '../graphql/mutation-result.ts';
import { parseInput } from '../graphql/validation.ts';
import { UsersPayload } from '../users/user.type.ts';
import { profileUpdateSchema } from './profile.schemas.ts';
import { updateProfile } from './profile.service.ts';

const ProfileInput = builder.inputType('ProfileInput', {
  description:
    'Only the fields sent change. Profile fields (phone, languages, photo) apply to the profile of the user type.',
  fields: (t) => ({
    firstName: t.string(),
    lastName: t.string(),
    username: t.string(),
    language: t.string({ description: 'Interface language: en, es, ar, de, fr or zh-Hans.' }),
    timeZone: t.string({
      description: 'IANA time zone (Europe/Madrid): due dates are shown and mailed in it.',
    }),
    phoneNumber: t.string({
      description: 'International format; stored as E.164. Empty or null removes it.',
    }),
    nativeLanguageId: t.id(),
    languageIds: t.idList({
      description: 'Languages taught (teacher) or learnt (student); replaces the list.',
    }),
    photo: t.field({ type: 'File', description: 'An image; stored re-encoded with a thumbnail.' }),
    removePhoto: t.boolean({ description: 'Back to the default avatar.' }),
  }),
});

builder.mutationField('updateProfile', (t) =>
  t.field({
    type: UsersPayload,
    description: "Updates the viewer's names, username, language and profile.",
    authScopes: { signedIn: true },
    args: { input: t.arg({ type: ProfileInput, required: true }) },
    resolve: (_root, { input }, context) =>
      runMutation(context, async () => {
        const { photo, ...fields } = input;
        // null is meaningful only for the phone number and native language (it clears them).
        const sent = Object.fromEntries(
          Object.entries(fields).filter(
            ([key, value]) =>
              value !== undefined &&
              (value !== null || key === 'phoneNumber' || key === 'nativeLanguageId'),
          ),
        );
        const parsed = parseInput(profileUpdateSchema, sent, context.locale);
        if (!context.viewer) throw new Error('signed-in scope let an anonymous request through');
        const user = await updateProfile(context.db, context.viewer, parsed, photo, context);
        return withObjects([user]);
      }),
  }),
);
