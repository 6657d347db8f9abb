import { isAbsolute, resolve } from 'node:path';
import { z } from 'zod';

const booleanFromString = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

const optionalUrl = z.url().optional();

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
  MEDIA_URL: z.string().min(1).default('/media/'),
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
  TRUSTED_PROXY_COUNT: z.coerce.number().int().min(0).max(10).default(0),
  TUTOR_BACKEND: z.enum(['embedded', 'openai-compatible']).default('embedded'),
  GRAPHQL_INTROSPECTION: booleanFromString.optional(),
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
  mediaUrl: string;
  webDistDir: string | undefined;
  logLevel: Environment['LOG_LEVEL'];
  seedOnStart: boolean;
  redisUrl: string | undefined;
  smtpUrl: string | undefined;
  emailFrom: string;
  emailVerification: Environment['ACCOUNT_EMAIL_VERIFICATION'];
  trustedProxyCount: number;
  tutorBackend: Environment['TUTOR_BACKEND'];
  graphqlIntrospection: boolean;
};

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
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
    mediaUrl: e.MEDIA_URL.endsWith('/') ? e.MEDIA_URL : `${e.MEDIA_URL}/`,
    webDistDir: e.WEB_DIST_DIR && absoluteFromInvocation(e.WEB_DIST_DIR, env),
    logLevel: e.LOG_LEVEL,
    seedOnStart: e.SEED_ON_START ?? (!e.DATABASE_URL && !isProduction),
    redisUrl: e.REDIS_URL,
    smtpUrl: e.SMTP_URL,
    emailFrom: e.EMAIL_FROM,
    emailVerification: e.ACCOUNT_EMAIL_VERIFICATION,
    trustedProxyCount: e.TRUSTED_PROXY_COUNT,
    tutorBackend: e.TUTOR_BACKEND,
    graphqlIntrospection: e.GRAPHQL_INTROSPECTION ?? !isProduction,
  };
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
