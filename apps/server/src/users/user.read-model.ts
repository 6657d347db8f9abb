import { users } from '../db/schema/index.ts';
import { readModel } from '../graphql/compiled-reads/read-model.ts';

/**
 * The User type's public fields for compiled reads (user.type.ts). The account fields are
 * guarded by scopes, so an operation asking for them runs on the executor.
 */
export const userReadModel = readModel(users, {
  id: { kind: 'value', value: (t) => t.id },
  userType: { kind: 'value', value: (t) => t.userType },
  username: { kind: 'value', value: (t) => t.username },
  firstName: { kind: 'value', value: (t) => t.firstName },
  lastName: { kind: 'value', value: (t) => t.lastName },
});
