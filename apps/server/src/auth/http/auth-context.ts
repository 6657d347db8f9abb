import type { FastifyReply, FastifyRequest } from 'fastify';
import { randomToken } from '../../platform/tokens.ts';
import { type AuthDeps, nowSeconds, PENDING_FLOW_TIMEOUT_SECONDS } from '../auth-deps.ts';
import { hashSecret } from '../secrets.ts';
import type { RequestSession, UserRow } from '../sessions/request-session.ts';
import { clearSessionCookie, setSessionCookie } from '../sessions/session-cookies.ts';
import type {
  AuthRecord,
  PendingLogin,
  PendingProviderSignup,
  SessionClient,
  SessionData,
  SessionRecord,
} from '../sessions/session-types.ts';
import { recordLogin } from '../users/users.repository.ts';

/**
 * One auth API request's view of its session: who is signed in, the pending flows, and the
 * changes to write back. Logging in rotates the session (new secret, old record gone).
 */
export class AuthContext {
  readonly deps: AuthDeps;
  readonly request: FastifyRequest;
  readonly reply: FastifyReply;
  readonly client: SessionClient;
  #record: SessionRecord | null;
  #user: UserRow | null;
  #presentedToken: string | null;
  #issuedToken: string | null = null;
  #dirty = false;
  #cleared = false;

  constructor(
    deps: AuthDeps,
    request: FastifyRequest,
    reply: FastifyReply,
    loaded: RequestSession,
  ) {
    this.deps = deps;
    this.request = request;
    this.reply = reply;
    this.client = loaded.client;
    this.#record = loaded.record;
    this.#user = loaded.user;
    this.#presentedToken = loaded.presentedToken;
  }

  get user(): UserRow | null {
    return this.#user;
  }

  get session(): SessionRecord | null {
    return this.#record;
  }

  get isAuthenticated(): boolean {
    return this.#user !== null;
  }

  get ip(): string {
    return this.request.ip;
  }

  get data(): SessionData {
    return this.#record?.data ?? {};
  }

  get methods(): AuthRecord[] {
    return this.#user ? (this.data.methods ?? []) : [];
  }

  /** The pending e-mail verification of a login or sign-up, unless it timed out. */
  get pendingLogin(): PendingLogin | null {
    const pending = this.#user ? undefined : this.data.pendingLogin;
    return pending && nowSeconds() - pending.startedAt < PENDING_FLOW_TIMEOUT_SECONDS
      ? pending
      : null;
  }

  get pendingProviderSignup(): PendingProviderSignup | null {
    const pending = this.#user ? undefined : this.data.pendingProviderSignup;
    return pending && nowSeconds() - pending.startedAt < PENDING_FLOW_TIMEOUT_SECONDS
      ? pending
      : null;
  }

  /** A token the app client must switch to (new or rotated session); browsers get a cookie. */
  get exposedSessionToken(): string | null {
    return this.client === 'app' ? this.#issuedToken : null;
  }

  #cookieOptions() {
    return {
      secure: this.deps.sessionDeps.secureCookies,
      maxAgeSeconds: this.deps.config.sessionMaxAgeSeconds,
    };
  }

  async #createSession(userId: string | null, data: SessionData): Promise<SessionRecord> {
    const token = randomToken(16);
    const userAgent = this.request.headers['user-agent'];
    const record = await this.deps.sessions.create({
      id: hashSecret(token),
      userId,
      client: this.client,
      data,
      userAgent: typeof userAgent === 'string' ? userAgent.slice(0, 512) : null,
      ip: this.ip,
      expiresAt: new Date(Date.now() + this.deps.config.sessionMaxAgeSeconds * 1000),
    });
    this.#issuedToken = token;
    if (this.client === 'browser') {
      setSessionCookie(this.reply, token, this.#cookieOptions());
      this.deps.csrf.rotate(this.reply, token);
    }
    return record;
  }

  /** Changes the session's data, creating an anonymous session when there is none yet. */
  async updateData(change: (data: SessionData) => SessionData): Promise<void> {
    if (!this.#record) {
      this.#record = await this.#createSession(null, change({}));
      return;
    }
    this.#record = { ...this.#record, data: change(this.#record.data) };
    this.#dirty = true;
  }

  /** Signs the user in on a fresh session: the old secret stops working at once. */
  async login(user: UserRow, record: AuthRecord): Promise<void> {
    const previous = this.#record;
    this.#record = await this.#createSession(user.id, { methods: [record] });
    this.#user = user;
    this.#dirty = false;
    if (previous) await this.deps.sessions.delete(previous.id);
    await recordLogin(this.deps.db, user.id);
  }

  async addAuthRecord(record: AuthRecord): Promise<void> {
    await this.updateData((data) => ({ ...data, methods: [...(data.methods ?? []), record] }));
  }

  /** Ends the current session (logout, or it was among the sessions ended). */
  async endSession(): Promise<void> {
    if (this.#record) await this.deps.sessions.delete(this.#record.id);
    this.#record = null;
    this.#user = null;
    this.#dirty = false;
    this.#issuedToken = null;
    if (this.client === 'browser') {
      clearSessionCookie(this.reply, this.#cookieOptions());
      this.deps.csrf.rotate(this.reply, null);
      this.#cleared = true;
    }
  }

  /** Forgets the user if the session was ended from elsewhere during this request. */
  async reload(): Promise<void> {
    if (!this.#record) return;
    const record = await this.deps.sessions.get(this.#record.id);
    if (!record) {
      this.#record = null;
      this.#user = null;
      if (this.client === 'browser') {
        clearSessionCookie(this.reply, this.#cookieOptions());
        this.#cleared = true;
      }
    }
  }

  /** Writes pending changes; a browser cookie that matched no session is removed. */
  async flush(): Promise<void> {
    if (this.#dirty && this.#record) {
      await this.deps.sessions.update(this.#record.id, { data: this.#record.data });
      this.#dirty = false;
    }
    if (
      this.client === 'browser' &&
      this.#presentedToken &&
      !this.#record &&
      !this.#issuedToken &&
      !this.#cleared
    ) {
      clearSessionCookie(this.reply, this.#cookieOptions());
      this.#cleared = true;
    }
  }
}
