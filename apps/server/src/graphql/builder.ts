import SchemaBuilder from '@pothos/core';
import DrizzlePlugin from '@pothos/plugin-drizzle';
import ScopeAuthPlugin from '@pothos/plugin-scope-auth';
import { getTableConfig } from 'drizzle-orm/pg-core';
import type { Relations } from '../db/relations.ts';
import { relations } from '../db/relations.ts';
import type { GraphQLContext } from './context.ts';

export type AuthScopes = {
  public: boolean;
  signedIn: boolean;
  hasUserType: boolean;
  teacher: boolean;
  student: boolean;
  staff: boolean;
};

export const builder = new SchemaBuilder<{
  Context: GraphQLContext;
  DrizzleRelations: Relations;
  AuthScopes: AuthScopes;
  DefaultFieldNullability: false;
  Scalars: {
    DateTime: { Input: Date; Output: Date | string };
  };
}>({
  plugins: [ScopeAuthPlugin, DrizzlePlugin],
  defaultFieldNullability: false,
  drizzle: {
    client: (context) => context.db,
    getTableConfig,
    relations,
  },
  scopeAuth: {
    authScopes: (context) => ({
      public: true,
      signedIn: context.viewer !== null,
      hasUserType: context.viewer?.userType != null,
      teacher: context.viewer?.userType === 'TEACHER',
      student: context.viewer?.userType === 'STUDENT',
      staff: context.viewer?.isStaff === true,
    }),
  },
});

builder.queryType({});

builder.scalarType('DateTime', {
  serialize: (value) => (value instanceof Date ? value.toISOString() : value),
  parseValue: (value) => {
    const date = new Date(String(value));
    if (Number.isNaN(date.getTime())) throw new TypeError('DateTime must be an ISO 8601 string');
    return date;
  },
});
