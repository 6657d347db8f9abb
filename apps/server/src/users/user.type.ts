import { and, asc, desc, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import { users } from '../db/schema/index.ts';
import { builder } from '../graphql/builder.ts';
import { UserTypeEnum } from '../graphql/enums.ts';
import { isUuid } from '../graphql/ids.ts';
import { objectsPayload, runMutation, withObjects } from '../graphql/mutation-result.ts';
import {
  pageArgs,
  pageResult,
  pageType,
  pageWindow,
  sortFieldEnum,
} from '../graphql/pagination.ts';
import { parseInput } from '../graphql/validation.ts';
import { confirmUserTypeSchema, userFilterSchema } from './user.schemas.ts';
import { confirmUserType } from './user.service.ts';

/**
 * A person. Names and type are visible to whoever can reach the user (a classmate, their teacher);
 * the account fields only to the user and staff.
 */
export const UserType = builder.drizzleObject('users', {
  name: 'User',
  // Only the columns the query asks for (each exposed field adds its own), never the whole row:
  // a roster of 30 people no longer carries 30 password hashes out of the database and through
  // JSON. The id (for the scopes) and the names, asked for wherever a person is shown, are
  // always loaded instead: their fields then read the row directly, where a field with its own
  // selection pays the Drizzle plugin's per-row lookup of how its row was loaded (27 of the
  // classroom page's 47 such lookups were these three fields of its 9 people).
  select: { columns: { id: true, firstName: true, lastName: true } },
  fields: (t) => {
    const selfOrStaff = (user: { id: string }) => ({ owner: user.id, staff: true });
    return {
      id: t.id({ resolve: (user) => user.id }),
      userType: t.field({
        type: UserTypeEnum,
        nullable: true,
        select: { columns: { userType: true } },
        resolve: (user) => user.userType,
      }),
      username: t.exposeString('username', { nullable: true }),
      firstName: t.string({ resolve: (user) => user.firstName }),
      lastName: t.string({ resolve: (user) => user.lastName }),
      email: t.exposeString('email', { nullable: true, authScopes: selfOrStaff }),
      isActive: t.exposeBoolean('isActive', { authScopes: selfOrStaff }),
      isStaff: t.exposeBoolean('isStaff', { authScopes: selfOrStaff }),
      isSuperuser: t.exposeBoolean('isSuperuser', { authScopes: selfOrStaff }),
      language: t.exposeString('language', {
        description: 'Interface language (BCP 47).',
        authScopes: selfOrStaff,
      }),
      timeZone: t.exposeString('timeZone', {
        description: 'IANA time zone (e.g. Europe/Madrid) in which dates are entered and shown.',
        authScopes: selfOrStaff,
      }),
      dateJoined: t.field({
        type: 'DateTime',
        authScopes: selfOrStaff,
        select: { columns: { createdAt: true } },
        resolve: (user) => user.createdAt,
      }),
      teacherProfile: t.relation('teacherProfile', { nullable: true }),
      studentProfile: t.relation('studentProfile', { nullable: true }),
    };
  },
});

const UserWhere = builder.inputType('UserWhere', {
  description: 'Which user: one of id, email or username; isActive narrows the match.',
  fields: (t) => ({
    id: t.id(),
    email: t.string(),
    username: t.string(),
    isActive: t.boolean(),
  }),
});

builder.queryField('readUser', (t) =>
  t.drizzleField({
    type: UserType,
    nullable: true,
    description:
      'One user. `me: true` reads the signed-in user (`where` can add isActive). Otherwise `where` names the user: staff read anyone, others only themselves.',
    authScopes: { signedIn: true },
    args: { where: t.arg({ type: UserWhere }), me: t.arg.boolean({ defaultValue: false }) },
    resolve: async (query, _root, { where, me }, { db, viewer }) => {
      if (!viewer) return null;
      const conditions: Record<string, unknown>[] = [];
      if (me) conditions.push({ id: viewer.id });
      if (where?.id) {
        if (!isUuid(where.id)) return null;
        conditions.push({ id: where.id });
      }
      if (where?.email) conditions.push({ email: { ilike: escapeLike(where.email) } });
      if (where?.username) conditions.push({ username: { ilike: escapeLike(where.username) } });
      if (where?.isActive != null) conditions.push({ isActive: where.isActive });
      if (!me && !where?.id && !where?.email && !where?.username) return null;
      // Without staff rights a lookup only ever finds the viewer.
      if (!viewer.isStaff && !viewer.isSuperuser) conditions.push({ id: viewer.id });
      const row = await db.query.users.findFirst(query({ where: { AND: conditions } }));
      return row ?? null;
    },
  }),
);

function escapeLike(value: string): string {
  return value.replace(/[\\%_]/g, (c) => `\\${c}`);
}

const UserSortField = sortFieldEnum('UserSortField', [
  'EMAIL',
  'FIRST_NAME',
  'LAST_NAME',
  'USERNAME',
  'DATE_JOINED',
] as const);

const UserFilter = builder.inputType('UserFilter', {
  fields: (t) => ({
    search: t.string({ description: 'Matches e-mail, username, first or last name.' }),
    userType: t.field({ type: UserTypeEnum }),
    isActive: t.boolean(),
    isStaff: t.boolean(),
  }),
});

export const UserPage = pageType('User', UserType);

type UsersTable = typeof users;
type UserRow = typeof users.$inferSelect;

function userFilterSql(table: UsersTable, filter: ReturnType<typeof userFilterSchema.parse>): SQL {
  const parts: (SQL | undefined)[] = [sql`true`];
  if (filter.search) {
    const pattern = `%${escapeLike(filter.search)}%`;
    parts.push(
      or(
        ilike(table.email, pattern),
        ilike(table.username, pattern),
        ilike(table.firstName, pattern),
        ilike(table.lastName, pattern),
      ),
    );
  }
  if (filter.userType) parts.push(eq(table.userType, filter.userType));
  if (filter.isActive !== undefined) parts.push(eq(table.isActive, filter.isActive));
  if (filter.isStaff !== undefined) parts.push(eq(table.isStaff, filter.isStaff));
  return and(...parts) ?? sql`true`;
}

const USER_SORT_COLUMNS = {
  EMAIL: (table: UsersTable) => table.email,
  FIRST_NAME: (table: UsersTable) => table.firstName,
  LAST_NAME: (table: UsersTable) => table.lastName,
  USERNAME: (table: UsersTable) => table.username,
  DATE_JOINED: (table: UsersTable) => table.createdAt,
} as const;

builder.queryField('users', (t) =>
  t.field({
    type: UserPage,
    description: 'Every account, for staff.',
    authScopes: { staff: true },
    args: {
      ...pageArgs(UserSortField, 'DATE_JOINED'),
      filter: t.arg({ type: UserFilter }),
    },
    resolve: async (_root, args, context, info) => {
      const window = pageWindow(args, context);
      const filter = userFilterSchema.parse(stripNulls(args.filter ?? {}));
      const sortColumn = USER_SORT_COLUMNS[args.sortField ?? 'DATE_JOINED'];
      const direction = args.sortOrder === 'desc' ? desc : asc;
      const [rows, totalCount] = await Promise.all([
        context.db.query.users.findMany(
          t.drizzleQueryFromInfo('users', {
            context,
            info,
            path: ['objects'],
            where: { RAW: (table) => userFilterSql(table, filter) },
            orderBy: (table) => [direction(sortColumn(table)), asc(table.id)],
            limit: window.limit,
            offset: window.offset,
          }),
        ),
        context.db.$count(users, userFilterSql(users, filter)),
      ]);
      return pageResult(rows as UserRow[], totalCount, window);
    },
  }),
);

function stripNulls<T extends object>(value: T): { [K in keyof T]: Exclude<T[K], null> } {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== null)) as {
    [K in keyof T]: Exclude<T[K], null>;
  };
}

const UsersPayload = objectsPayload('Users', UserType);

builder.mutationField('confirmUserType', (t) =>
  t.field({
    type: UsersPayload,
    description:
      'Chooses the user type, once, and creates the matching profile; choosing again is refused (USER_TYPE_ALREADY_SET).',
    authScopes: { signedIn: true },
    args: { userType: t.arg({ type: UserTypeEnum, required: true }) },
    resolve: (_root, args, context) =>
      runMutation(context, async () => {
        const { userType } = parseInput(confirmUserTypeSchema, args, context.locale);
        const user = await confirmUserType(context.db, context.viewer?.id ?? '', userType);
        context.access.forget();
        return withObjects([user]);
      }),
  }),
);

export { UsersPayload };
