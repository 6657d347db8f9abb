import type { Config } from '../config/config.ts';
import type { Db } from '../db/database.ts';
import type { users } from '../db/schema/index.ts';

export type ViewerUser = typeof users.$inferSelect;

/** Everything a resolver may use, built once per request. */
export type GraphQLContext = {
  db: Db;
  config: Config;
  /** The signed-in user, or null for an anonymous request. */
  viewer: ViewerUser | null;
  /** The request's interface language (BCP 47), for messages. */
  locale: string;
};
