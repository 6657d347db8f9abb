import { builder } from '../graphql/builder.ts';

/** The filter of a list of profiles: `search` is matched by `profileUserSearch`. */
export function profileSearchFilterInput(name: string) {
  return builder.inputType(name, {
    fields: (t) => ({ search: t.string({ description: 'Matches names, username or e-mail.' }) }),
  });
}
