import type { RateLimits } from '../auth/rate-limits/rate-limits.ts';
import type { Config } from '../config/config.ts';
import type { Db } from '../db/database.ts';
import type { users } from '../db/schema/index.ts';
import type { Locale } from '../platform/locales.ts';
import type { PracticeRuntime } from '../practice/practice-runtime.ts';
import type { SpeakingRuntime } from '../speaking/speaking-runtime.ts';
import type { MediaStorage } from '../uploads/media-storage.ts';
import type { ViewerAccess } from './viewer-access.ts';

export type ViewerUser = typeof users.$inferSelect;

/** Sends an e-mail (the authentication module's mailer: SMTP, or .eml files in embedded mode). */
export type MailSender = (mail: { to: string; subject: string; text: string }) => Promise<void>;

/** Everything a resolver may use, built once per request. */
export type GraphQLContext = {
  db: Db;
  config: Config;
  /** The signed-in user, or null for an anonymous request. */
  viewer: ViewerUser | null;
  /** The request's interface language: the viewer's setting, else Accept-Language, else en. */
  locale: Locale;
  /** Per-request cached lookups behind the authorisation scopes. */
  access: ViewerAccess;
  /** Where uploaded files go (local folder now, S3-compatible later). */
  media: MediaStorage;
  sendMail: MailSender;
  /** Budgets of actions that cost others something (invitation mails); null in bare tests. */
  rateLimits: RateLimits | null;
  /** The tutor, the grading queue and the live practice events. */
  practice: PracticeRuntime;
  /** Recorded answers: the transcription queue. */
  speaking: SpeakingRuntime;
};
