import type { SESSION_CLIENTS, users } from '../../db/schema/index.ts';

export type UserRow = typeof users.$inferSelect;

export type SessionClient = (typeof SESSION_CLIENTS)[number];

/** One way the user proved who they are in this session (allauth's authentication records). */
export type AuthRecord =
  | { method: 'password'; at: number; email?: string; reauthenticated?: true }
  | { method: 'password_reset'; at: number; email: string }
  | {
      method: 'socialaccount';
      at: number;
      provider: string;
      uid: string;
      reauthenticated: boolean;
    };

/** A login waiting for the e-mail address to be verified (allauth's verify_email stage). */
export type PendingLogin = {
  /** Null when the sign-up used a taken address: the flow looks real but leads nowhere. */
  userId: string | null;
  email: string;
  startedAt: number;
  record: AuthRecord;
};

/** What a provider told us about the person, kept while they complete a provider sign-up. */
export type ProviderProfile = {
  uid: string;
  email: string | null;
  emailVerified: boolean;
  givenName: string | null;
  familyName: string | null;
  name: string | null;
  preferredUsername: string | null;
};

export type PendingProviderSignup = {
  providerId: string;
  profile: ProviderProfile;
  startedAt: number;
};

/** State of one redirect to a provider, checked when the provider sends the user back. */
export type ProviderRedirectState = {
  providerId: string;
  process: 'login' | 'connect';
  callbackUrl: string;
  codeVerifier: string;
  nonce: string;
  redirectUri: string;
  startedAt: number;
};

export type SessionData = {
  methods?: AuthRecord[];
  pendingLogin?: PendingLogin;
  pendingProviderSignup?: PendingProviderSignup;
  providerStates?: Record<string, ProviderRedirectState>;
};

export type SessionRecord = {
  /** Hash of the secret token the client holds. */
  id: string;
  publicId: number;
  userId: string | null;
  client: SessionClient;
  data: SessionData;
  userAgent: string | null;
  ip: string | null;
  createdAt: Date;
  lastSeenAt: Date;
  expiresAt: Date;
};

export type NewSession = Omit<SessionRecord, 'publicId' | 'createdAt' | 'lastSeenAt'>;

export type SessionPatch = Partial<
  Pick<SessionRecord, 'userId' | 'data' | 'lastSeenAt' | 'expiresAt'>
>;

/** A session with its user's row: null when the session is anonymous or the user is gone. */
export type SessionWithUser = { record: SessionRecord; user: UserRow | null };

/** Server-side session storage: the database by default, Redis when configured. */
export interface SessionStore {
  get(id: string): Promise<SessionRecord | null>;
  /**
   * The session and its user, as every authenticated request needs them. The database store
   * reads both in one joined statement; the Redis store reads the session from Redis, then the
   * user from the database.
   */
  getWithUser(id: string): Promise<SessionWithUser | null>;
  create(session: NewSession): Promise<SessionRecord>;
  update(id: string, patch: SessionPatch): Promise<void>;
  delete(id: string): Promise<void>;
  /** The user's live sessions, oldest first; expired ones are purged on the way. */
  listForUser(userId: string): Promise<SessionRecord[]>;
  deleteForUser(userId: string, options?: { except?: string }): Promise<void>;
  close(): Promise<void>;
}
