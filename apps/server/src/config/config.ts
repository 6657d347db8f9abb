import { isAbsolute, resolve } from 'node:path';
import { z } from 'zod';
import { MEDIA_ENVIRONMENT, type MediaStorageConfig, mediaStorageConfig } from './media-config.ts';

const booleanFromString = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

const optionalUrl = z.url().optional();

/** A setting holding JSON, validated by the given schema once parsed. */
const jsonSetting = <T extends z.ZodType>(schema: T) =>
  z
    .string()
    .transform((text, ctx) => {
      try {
        return JSON.parse(text) as unknown;
      } catch {
        ctx.addIssue({ code: 'custom', message: 'must be valid JSON' });
        return z.NEVER;
      }
    })
    .pipe(schema);

const oidcProviderSchema = z.object({
  id: z.string().regex(/^[a-z0-9][a-z0-9_-]*$/i, 'provider id: letters, digits, _ and -'),
  name: z.string().min(1),
  issuer: z.url(),
  clientId: z.string().min(1),
  clientSecret: z.string().min(1).optional(),
  scope: z.string().min(1).optional(),
});
export type OidcProviderSetting = z.infer<typeof oidcProviderSchema>;

const urlTemplate = z.url().refine((url) => /^https?:\/\//.test(url), 'must be an http(s) URL');
const urlTemplateWithKey = urlTemplate.refine(
  (url) => url.includes('{key}'),
  'must contain {key} where the key goes',
);

/**
 * Pages of the front end that mails and redirects point to, by allauth's HEADLESS_FRONTEND_URLS
 * names; `{key}` is replaced by the mailed key.
 */
const frontendUrlsSchema = z
  .object({
    account_confirm_email: urlTemplateWithKey,
    account_reset_password: urlTemplate,
    account_reset_password_from_key: urlTemplateWithKey,
    account_signup: urlTemplate,
    socialaccount_login_error: urlTemplate,
  })
  .partial()
  .strict();
export type FrontendUrls = Required<z.infer<typeof frontendUrlsSchema>>;

/** Every setting the server reads, with its default for the embedded mode. */
export const environmentSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().min(1).default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65_535).default(8000),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .url()
    .refine((url) => /^postgres(ql)?:\/\//.test(url), 'must be a postgres:// or postgresql:// URL')
    .optional(),
  SECRET_KEY: z.string().min(32, 'must be at least 32 characters').optional(),
  PUBLIC_URL: optionalUrl,
  /**
   * Origins a browser may call the API from, comma-separated; PUBLIC_URL's origin by default
   * (outside production also the loopback names of PORT and the Vite dev server).
   */
  ALLOWED_ORIGINS: z
    .string()
    .transform((text) =>
      text
        .split(',')
        .map((origin) => origin.trim())
        .filter(Boolean),
    )
    .pipe(z.array(z.url().transform((url) => new URL(url).origin)))
    .optional(),
  /** Where mails and redirects send people, for a front end of its own (e.g. allauth's SPA). */
  HEADLESS_FRONTEND_URLS: jsonSetting(frontendUrlsSchema).default({}),
  MEDIA_URL: z.string().min(1).default('/media/'),
  ...MEDIA_ENVIRONMENT,
  WEB_DIST_DIR: z.string().min(1).optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SEED_ON_START: booleanFromString.optional(),
  REDIS_URL: z
    .url()
    .refine((url) => /^rediss?:\/\//.test(url), 'must be a redis:// or rediss:// URL')
    .optional(),
  SMTP_URL: z
    .url()
    .refine((url) => /^smtps?:\/\//.test(url), 'must be an smtp:// or smtps:// URL')
    .optional(),
  EMAIL_FROM: z.string().min(3).default('Charla <no-reply@charla.localhost>'),
  ACCOUNT_EMAIL_VERIFICATION: z.enum(['mandatory', 'optional', 'none']).default('mandatory'),
  /** External OpenID Connect providers: a JSON array of {id, name, issuer, clientId, clientSecret}. */
  OIDC_PROVIDERS: jsonSetting(z.array(oidcProviderSchema)).default([]),
  /** Sliding session lifetime; 14 days, Django's default. */
  SESSION_MAX_AGE_SECONDS: z.coerce.number().int().min(60).default(1_209_600),
  /** However active, a session ends this long after sign-in; 30 days. */
  SESSION_ABSOLUTE_MAX_AGE_SECONDS: z.coerce.number().int().min(60).default(2_592_000),
  REDIS_KEY_PREFIX: z.string().default('charla:'),
  /**
   * Overrides of the rate limits (auth/rate-limits/rate-limits.ts), e.g.
   * {"login":"200/m/ip","graphql":"600/m/user,6000/m/ip"} ("" turns one off).
   */
  RATE_LIMITS: jsonSetting(z.record(z.string(), z.string())).default({}),
  /** The earlier name of RATE_LIMITS, still read (RATE_LIMITS wins where both name an action). */
  AUTH_RATE_LIMITS: jsonSetting(z.record(z.string(), z.string())).default({}),
  TRUSTED_PROXY_COUNT: z.coerce.number().int().min(0).max(10).default(0),
  TUTOR_BACKEND: z.enum(['embedded', 'openai-compatible']).default('embedded'),
  /** The OpenAI-compatible server, e.g. https://api.openai.com/v1 (required for that back-end). */
  TUTOR_BASE_URL: z.url().optional(),
  TUTOR_API_KEY: z.string().min(1).optional(),
  TUTOR_CHAT_MODEL: z.string().min(1).optional(),
  TUTOR_TRANSCRIPTION_MODEL: z.string().min(1).optional(),
  TUTOR_SPEECH_MODEL: z.string().min(1).optional(),
  TUTOR_VOICE_FEMALE: z.string().min(1).optional(),
  TUTOR_VOICE_MALE: z.string().min(1).optional(),
  TUTOR_TIMEOUT_MS: z.coerce.number().int().positive().default(30_000),
  TUTOR_MAX_RETRIES: z.coerce.number().int().min(0).max(10).default(2),
  TUTOR_GRADING_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(2),
  GRAPHQL_INTROSPECTION: booleanFromString.optional(),
  GRAPHQL_MAX_DEPTH: z.coerce.number().int().min(2).max(50).default(10),
  GRAPHQL_MAX_COST: z.coerce.number().int().min(10).default(50_000),
  GRAPHQL_MAX_BATCH: z.coerce.number().int().min(1).max(100).default(10),
  GRAPHQL_ALL_PAGE_SIZE_LIMIT: z.coerce.number().int().min(1).default(1000),
  /** Off: every operation runs on the executor, none on the compiled read path (decision 0026). */
  GRAPHQL_COMPILED_READS: booleanFromString.default(true),
  /** Rows the cost limit assumes for a list without pages (languages, a scenario's steps). */
  GRAPHQL_LIST_SIZE: z.coerce.number().int().min(1).default(50),
  /** Largest JSON body of a GraphQL request (uploads have their own limits); 256 KiB. */
  GRAPHQL_MAX_BODY_BYTES: z.coerce
    .number()
    .int()
    .min(1024)
    .default(256 * 1024),
  /** Largest GraphQL answer; a larger one is replaced by a RESPONSE_TOO_LARGE error; 8 MiB. */
  GRAPHQL_MAX_RESPONSE_BYTES: z.coerce
    .number()
    .int()
    .min(1024)
    .default(8 * 1024 * 1024),
  UPLOAD_MAX_IMAGE_BYTES: z.coerce
    .number()
    .int()
    .min(1024)
    .default(5 * 1024 * 1024),
  UPLOAD_MAX_DOCUMENT_BYTES: z.coerce
    .number()
    .int()
    .min(1024)
    .default(10 * 1024 * 1024),
  /** Largest recorded answer (speaking); 10 MiB, far above two minutes of Opus or AAC. */
  UPLOAD_MAX_AUDIO_BYTES: z.coerce
    .number()
    .int()
    .min(1024)
    .default(10 * 1024 * 1024),
  /** Longest recorded answer, read from the file; 2 minutes. */
  SPEAKING_MAX_RECORDING_SECONDS: z.coerce.number().int().min(5).max(1800).default(120),
  /** Recordings are deleted this many days after they were made (transcripts and grades stay); unset keeps them. */
  RECORDING_RETENTION_DAYS: z.coerce.number().int().min(1).optional(),
  /** Done background jobs are deleted this long after they finished; 7 days. */
  JOBS_DONE_RETENTION_SECONDS: z.coerce.number().int().min(60).default(604_800),
  /** Failed background jobs stay longer, to be looked into; 30 days. */
  JOBS_FAILED_RETENTION_SECONDS: z.coerce.number().int().min(60).default(2_592_000),
  /** How often each job queue prunes its old jobs; hourly. */
  JOBS_PRUNE_INTERVAL_SECONDS: z.coerce.number().int().min(1).default(3600),
  /** How long a running job stays locked without its worker's heartbeat (then another takes it). */
  JOBS_LOCK_SECONDS: z.coerce.number().int().min(1).max(3600).default(60),
  /** Off: this server only enqueues gradings and leaves them to other processes. */
  TUTOR_GRADING_WORKER: booleanFromString.default(true),
  /**
   * After SIGTERM: how long requests and running jobs may take to finish; jobs still running at
   * half of it go back to the queue for another server. Past it the process exits with 1.
   */
  SHUTDOWN_GRACE_SECONDS: z.coerce.number().int().min(1).max(3600).default(10),
});

export type Environment = z.infer<typeof environmentSchema>;

export type Config = {
  nodeEnv: Environment['NODE_ENV'];
  isProduction: boolean;
  host: string;
  port: number;
  dataDir: string;
  databaseUrl: string | undefined;
  /** Explicit secret key; in embedded mode a key is generated in the data folder when absent. */
  secretKey: string | undefined;
  publicUrl: string;
  /** Origins whose unsafe requests and CORS calls are accepted. */
  allowedOrigins: string[];
  /** Front-end pages linked from mails and redirects (our web app's routes by default). */
  frontendUrls: FrontendUrls;
  mediaUrl: string;
  /** Local folder or S3-compatible bucket (config/media-config.ts). */
  mediaStorage: MediaStorageConfig;
  webDistDir: string | undefined;
  logLevel: Environment['LOG_LEVEL'];
  seedOnStart: boolean;
  redisUrl: string | undefined;
  smtpUrl: string | undefined;
  emailFrom: string;
  emailVerification: Environment['ACCOUNT_EMAIL_VERIFICATION'];
  oidcProviders: OidcProviderSetting[];
  sessionMaxAgeSeconds: number;
  sessionAbsoluteMaxAgeSeconds: number;
  /** Prefix of every Redis key the app writes (sessions, rate limits). */
  redisKeyPrefix: string;
  /** Overrides of the rate limits per action ("" turns one off). */
  rateLimits: Record<string, string>;
  trustedProxyCount: number;
  tutorBackend: Environment['TUTOR_BACKEND'];
  /** Accepted as is by `createTutor` (tutor/create-tutor.ts), which ignores `gradingConcurrency`. */
  tutor: TutorConfig;
  graphqlIntrospection: boolean;
  /** Deepest field nesting a GraphQL operation may have. */
  graphqlMaxDepth: number;
  /** Largest estimated cost of an operation (lists count as their page size). */
  graphqlMaxCost: number;
  /** Most operations in one batched GraphQL request. */
  graphqlMaxBatch: number;
  /** Rows a page size of "All" returns at most. */
  graphqlAllPageSizeLimit: number;
  /** Whether operations the compiled read path knows are answered by it (decision 0026). */
  graphqlCompiledReads: boolean;
  /** Rows the cost limit assumes for a list without pages. */
  graphqlListSize: number;
  graphqlMaxBodyBytes: number;
  graphqlMaxResponseBytes: number;
  uploadMaxImageBytes: number;
  uploadMaxDocumentBytes: number;
  speaking: SpeakingConfig;
  /** Retention of settled rows in the jobs table, for the job queues' pruning (src/jobs/). */
  jobs: JobsConfig;
  /** How long a stopping server may take (main.ts; jobs go back to the queue at half of it). */
  shutdownGraceMs: number;
};

/** Recorded answers (src/speaking/). */
export type SpeakingConfig = {
  maxRecordingBytes: number;
  maxRecordingSeconds: number;
  /** Null: recordings are kept. */
  retentionDays: number | null;
};

export type JobsConfig = {
  lockSeconds: number;
  /** Whether this process grades (runs the grading queue's worker). */
  gradingWorker: boolean;
  doneRetentionSeconds: number;
  failedRetentionSeconds: number;
  pruneIntervalSeconds: number;
};

/** Shaped like the tutor's `TutorSettings`, without importing the feature into the config. */
export type TutorConfig = { gradingConcurrency: number } & (
  | { backend: 'embedded' }
  | {
      backend: 'openai-compatible';
      baseUrl: string;
      apiKey?: string;
      chatModel: string;
      transcriptionModel?: string;
      speechModel?: string;
      speechVoices?: { FEMALE: string; MALE: string };
      timeoutMs: number;
      maxRetries: number;
    }
);

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** Reads and validates the settings once; throws a ConfigError naming the first bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = environmentSchema.safeParse(withoutEmptyValues(env));
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const variable = String(issue?.path[0] ?? 'environment');
    const received = env[variable];
    throw new ConfigError(
      `Invalid setting ${variable}${received === undefined ? '' : `=${JSON.stringify(received)}`}: ${issue?.message ?? 'invalid'}`,
    );
  }
  const e = parsed.data;
  const isProduction = e.NODE_ENV === 'production';
  const publicUrl = (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, '');
  const mediaStorage = mediaStorageConfig(e);
  if (typeof mediaStorage === 'string') throw new ConfigError(mediaStorage);
  if (isProduction && !e.SECRET_KEY) {
    throw new ConfigError('Missing setting SECRET_KEY: required when NODE_ENV=production');
  }
  if (isProduction && !e.PUBLIC_URL) {
    throw new ConfigError('Missing setting PUBLIC_URL: required when NODE_ENV=production');
  }
  return {
    nodeEnv: e.NODE_ENV,
    isProduction,
    host: e.HOST,
    port: e.PORT,
    dataDir: absoluteFromInvocation(e.DATA_DIR, env),
    databaseUrl: e.DATABASE_URL,
    secretKey: e.SECRET_KEY,
    publicUrl,
    allowedOrigins: e.ALLOWED_ORIGINS ?? defaultOrigins(e, isProduction),
    frontendUrls: { ...webAppUrls(publicUrl), ...e.HEADLESS_FRONTEND_URLS },
    mediaUrl: e.MEDIA_URL.endsWith('/') ? e.MEDIA_URL : `${e.MEDIA_URL}/`,
    mediaStorage,
    webDistDir: e.WEB_DIST_DIR && absoluteFromInvocation(e.WEB_DIST_DIR, env),
    logLevel: e.LOG_LEVEL,
    seedOnStart: e.SEED_ON_START ?? (!e.DATABASE_URL && !isProduction),
    redisUrl: e.REDIS_URL,
    smtpUrl: e.SMTP_URL,
    emailFrom: e.EMAIL_FROM,
    emailVerification: e.ACCOUNT_EMAIL_VERIFICATION,
    oidcProviders: e.OIDC_PROVIDERS,
    sessionMaxAgeSeconds: e.SESSION_MAX_AGE_SECONDS,
    sessionAbsoluteMaxAgeSeconds: e.SESSION_ABSOLUTE_MAX_AGE_SECONDS,
    redisKeyPrefix: e.REDIS_KEY_PREFIX,
    rateLimits: { ...e.AUTH_RATE_LIMITS, ...e.RATE_LIMITS },
    trustedProxyCount: e.TRUSTED_PROXY_COUNT,
    tutorBackend: e.TUTOR_BACKEND,
    tutor: tutorConfig(e),
    graphqlIntrospection: e.GRAPHQL_INTROSPECTION ?? !isProduction,
    graphqlMaxDepth: e.GRAPHQL_MAX_DEPTH,
    graphqlMaxCost: e.GRAPHQL_MAX_COST,
    graphqlMaxBatch: e.GRAPHQL_MAX_BATCH,
    graphqlAllPageSizeLimit: e.GRAPHQL_ALL_PAGE_SIZE_LIMIT,
    graphqlCompiledReads: e.GRAPHQL_COMPILED_READS,
    graphqlListSize: e.GRAPHQL_LIST_SIZE,
    graphqlMaxBodyBytes: e.GRAPHQL_MAX_BODY_BYTES,
    graphqlMaxResponseBytes: e.GRAPHQL_MAX_RESPONSE_BYTES,
    uploadMaxImageBytes: e.UPLOAD_MAX_IMAGE_BYTES,
    uploadMaxDocumentBytes: e.UPLOAD_MAX_DOCUMENT_BYTES,
    speaking: {
      maxRecordingBytes: e.UPLOAD_MAX_AUDIO_BYTES,
      maxRecordingSeconds: e.SPEAKING_MAX_RECORDING_SECONDS,
      retentionDays: e.RECORDING_RETENTION_DAYS ?? null,
    },
    jobs: {
      lockSeconds: e.JOBS_LOCK_SECONDS,
      gradingWorker: e.TUTOR_GRADING_WORKER,
      doneRetentionSeconds: e.JOBS_DONE_RETENTION_SECONDS,
      failedRetentionSeconds: e.JOBS_FAILED_RETENTION_SECONDS,
      pruneIntervalSeconds: e.JOBS_PRUNE_INTERVAL_SECONDS,
    },
    shutdownGraceMs: e.SHUTDOWN_GRACE_SECONDS * 1000,
  };
}

function tutorConfig(e: Environment): TutorConfig {
  const gradingConcurrency = e.TUTOR_GRADING_CONCURRENCY;
  if (e.TUTOR_BACKEND === 'embedded') return { backend: 'embedded', gradingConcurrency };
  const requiredFor = 'required when TUTOR_BACKEND=openai-compatible';
  if (!e.TUTOR_BASE_URL) throw new ConfigError(`Missing setting TUTOR_BASE_URL: ${requiredFor}`);
  if (!e.TUTOR_CHAT_MODEL) {
    throw new ConfigError(`Missing setting TUTOR_CHAT_MODEL: ${requiredFor}`);
  }
  if (Boolean(e.TUTOR_VOICE_FEMALE) !== Boolean(e.TUTOR_VOICE_MALE)) {
    const missing = e.TUTOR_VOICE_FEMALE ? 'TUTOR_VOICE_MALE' : 'TUTOR_VOICE_FEMALE';
    throw new ConfigError(`Missing setting ${missing}: the two tutor voices are set together`);
  }
  return {
    backend: 'openai-compatible',
    gradingConcurrency,
    baseUrl: e.TUTOR_BASE_URL,
    apiKey: e.TUTOR_API_KEY,
    chatModel: e.TUTOR_CHAT_MODEL,
    transcriptionModel: e.TUTOR_TRANSCRIPTION_MODEL,
    speechModel: e.TUTOR_SPEECH_MODEL,
    speechVoices:
      e.TUTOR_VOICE_FEMALE && e.TUTOR_VOICE_MALE
        ? { FEMALE: e.TUTOR_VOICE_FEMALE, MALE: e.TUTOR_VOICE_MALE }
        : undefined,
    timeoutMs: e.TUTOR_TIMEOUT_MS,
    maxRetries: e.TUTOR_MAX_RETRIES,
  };
}

/** Our web app's own pages for what HEADLESS_FRONTEND_URLS may point elsewhere. */
function webAppUrls(publicUrl: string): FrontendUrls {
  return {
    account_confirm_email: `${publicUrl}/accounts/verify-email/{key}`,
    account_reset_password: `${publicUrl}/accounts/password/reset`,
    account_reset_password_from_key: `${publicUrl}/accounts/password/reset/key/{key}`,
    account_signup: `${publicUrl}/accounts/signup`,
    socialaccount_login_error: `${publicUrl}/accounts/provider/callback`,
  };
}

/** The Vite dev server's port (apps/web/vite.config.ts), which proxies the API in development. */
const VITE_DEV_PORT = 5173;

function defaultOrigins(e: Environment, isProduction: boolean): string[] {
  const origins = new Set<string>();
  if (e.PUBLIC_URL) origins.add(new URL(e.PUBLIC_URL).origin);
  if (!isProduction) {
    for (const port of [e.PORT, VITE_DEV_PORT]) {
      for (const host of ['localhost', '127.0.0.1', '[::1]']) origins.add(`http://${host}:${port}`);
    }
  }
  return [...origins];
}

/** An empty variable (`PORT=`) means "not set", as in most twelve-factor tools. */
function withoutEmptyValues(env: NodeJS.ProcessEnv): Record<string, string> {
  return Object.fromEntries(
    Object.entries(env).filter(
      (entry): entry is [string, string] => entry[1] !== undefined && entry[1] !== '',
    ),
  );
}

/**
 * Relative paths are read from where the user ran the command (npm's INIT_CWD), not from the
 * workspace folder npm switches into, so `DATA_DIR=./data` means the folder the user sees.
 */
function absoluteFromInvocation(path: string, env: NodeJS.ProcessEnv): string {
  return isAbsolute(path) ? path : resolve(env.INIT_CWD ?? process.cwd(), path);
}
