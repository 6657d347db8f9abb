import SchemaBuilder from '@pothos/core';
import DrizzlePlugin from '@pothos/plugin-drizzle';
import ScopeAuthPlugin from '@pothos/plugin-scope-auth';
import { getTableConfig, type PgTable } from 'drizzle-orm/pg-core';
import type { Relations } from '../db/relations.ts';
import { relations } from '../db/relations.ts';
import type { GraphQLContext } from './context.ts';
import { clientError } from './errors.ts';

/**
 * Scopes every field and mutation declares (`authScopes`). Boolean scopes come from the viewer;
 * parameterised ones are loaders whose results Pothos caches per request and parameter, and whose
 * SQL is batched by the viewer's access loaders (viewer-access.ts).
 */
export type AuthScopes = {
  /** Anyone, signed in or not: languages and invitation previews only. */
  public: boolean;
  signedIn: boolean;
  hasUserType: boolean;
  teacher: boolean;
  student: boolean;
  staff: boolean;
  superuser: boolean;
  /** The viewer is the user with this id. */
  owner: string;
  /** The viewer owns the classroom with this id. */
  classroomOwner: string;
  /** The viewer owns or co-teaches the classroom. */
  classroomTeacher: string;
  /** The viewer teaches or studies in the classroom. */
  classroomMember: string;
  /** The viewer is a teacher linked to this student profile or teaching them in a classroom. */
  teacherOfStudent: string;
  /** The viewer is a student linked to this teacher profile or learning from them in a classroom. */
  studentOfTeacher: string;
};

export type FileUpload = File;
export type PageSizeValue = number | 'ALL';

export const builder = new SchemaBuilder<{
  Context: GraphQLContext;
  DrizzleRelations: Relations;
  AuthScopes: AuthScopes;
  DefaultFieldNullability: false;
  Scalars: {
    DateTime: { Input: Date; Output: Date | string };
    File: { Input: FileUpload; Output: never };
    PageSize: { Input: PageSizeValue; Output: PageSizeValue };
  };
}>({
  plugins: [ScopeAuthPlugin, DrizzlePlugin],
  defaultFieldNullability: false,
  drizzle: {
    client: (context) => context.db,
    // The classroom_teaching view is only a junction in relations; it is never a GraphQL type.
    getTableConfig: (table) => getTableConfig(table as PgTable),
    relations,
  },
  scopeAuth: {
    unauthorizedError: (_parent, context) =>
      context.viewer === null
        ? clientError('UNAUTHENTICATED', context.locale)
        : clientError('FORBIDDEN', context.locale),
    authScopes: (context) => {
      const { viewer, access } = context;
      const role = (id: string) => access.classroomRole(id);
      return {
        public: true,
        signedIn: viewer !== null,
        hasUserType: viewer?.userType != null,
        teacher: viewer?.userType === 'TEACHER',
        student: viewer?.userType === 'STUDENT',
        staff: viewer?.isStaff === true || viewer?.isSuperuser === true,
        superuser: viewer?.isSuperuser === true,
        owner: (userId) => viewer !== null && viewer.id === userId,
        classroomOwner: async (id) => (await role(id)) === 'OWNER',
        classroomTeacher: async (id) => {
          const found = await role(id);
          return found === 'OWNER' || found === 'CO_TEACHER';
        },
        classroomMember: async (id) => (await role(id)) !== null,
        teacherOfStudent: (id) => access.teachesStudent(id),
        studentOfTeacher: (id) => access.learnsFromTeacher(id),
      };
    },
  },
});

builder.queryType({});
builder.mutationType({});

builder.scalarType('DateTime', {
  serialize: (value) => (value instanceof Date ? value.toISOString() : value),
  parseValue: (value) => {
    const date = new Date(String(value));
    if (Number.isNaN(date.getTime())) throw new TypeError('DateTime must be an ISO 8601 string');
    return date;
  },
});

/** The builder's type configuration, for helpers that take object refs (pageType, payloads). */
export type BuilderTypes =
  typeof builder extends PothosSchemaTypes.SchemaBuilder<infer T> ? T : never;
