import type { Db } from '../db/database.ts';
import type { GraphQLContext } from '../graphql/context.ts';
import type { Locale } from '../platform/locales.ts';

/** Who is authoring: their user, teacher and student profiles, and whether they are staff. */
export type AuthoringActor = {
  userId: string;
  teacherProfileId: string | null;
  studentProfileId: string | null;
  /** Staff (and superusers) curate the public library. */
  isStaff: boolean;
};

/** What every authoring service receives: the database, the actor and the message language. */
export type AuthoringContext = { db: Db; actor: AuthoringActor; locale: Locale };

export type Transaction = Parameters<Parameters<Db['transaction']>[0]>[0];

/** The database or a transaction on it: what a query helper runs on. */
export type Queryable = Db | Transaction;

/** The authoring context of a signed-in GraphQL request (resolvers check signedIn first). */
export async function authoringContext(context: GraphQLContext): Promise<AuthoringContext> {
  const { viewer } = context;
  if (viewer === null) throw new Error('authoringContext needs a signed-in viewer');
  const profiles = await context.access.profiles();
  return {
    db: context.db,
    locale: context.locale,
    actor: {
      userId: viewer.id,
      teacherProfileId: profiles.teacherProfileId,
      studentProfileId: profiles.studentProfileId,
      isStaff: viewer.isStaff || viewer.isSuperuser,
    },
  };
}

/**
 * The actor of a request, or null when nobody is signed in: for object guards and viewer fields,
 * which also run for anonymous requests.
 */
export async function viewerActor(context: GraphQLContext): Promise<AuthoringActor | null> {
  const { viewer } = context;
  if (!viewer) return null;
  const profiles = await context.access.profiles();
  return { userId: viewer.id, ...profiles, isStaff: viewer.isStaff || viewer.isSuperuser };
}
