import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

describe('loadConfig', () => {
  it('gives the embedded defaults when nothing is set', () => {
    const config = loadConfig({ INIT_CWD: '/srv/charla' });
    expect(config).toMatchObject({
      port: 8000,
      dataDir: '/srv/charla/data',
      databaseUrl: undefined,
      emailVerification: 'mandatory',
      tutorBackend: 'embedded',
      publicUrl: 'http://localhost:8000',
      mediaUrl: '/media/',
      seedOnStart: true,
      isProduction: false,
    });
  });

  it("links mails to the web app's pages unless HEADLESS_FRONTEND_URLS names others", () => {
    expect(loadConfig({ PUBLIC_URL: 'https://charla.example/' }).frontendUrls).toEqual({
      account_confirm_email: 'https://charla.example/accounts/verify-email/{key}',
      account_reset_password: 'https://charla.example/accounts/password/reset',
      account_reset_password_from_key: 'https://charla.example/accounts/password/reset/key/{key}',
      account_signup: 'https://charla.example/accounts/signup',
      socialaccount_login_error: 'https://charla.example/accounts/provider/callback',
    });
    const own = loadConfig({
      HEADLESS_FRONTEND_URLS: JSON.stringify({
        account_confirm_email: 'https://app.example/account/verify-email/{key}',
      }),
    }).frontendUrls;
    expect(own.account_confirm_email).toBe('https://app.example/account/verify-email/{key}');
    expect(own.account_signup).toBe('http://localhost:8000/accounts/signup');
    expect(() =>
      loadConfig({
        HEADLESS_FRONTEND_URLS: JSON.stringify({
          account_reset_password_from_key: 'https://app.example/reset',
        }),
      }),
    ).toThrow(/^Invalid setting HEADLESS_FRONTEND_URLS=.*must contain \{key\}/);
    expect(() =>
      loadConfig({
        HEADLESS_FRONTEND_URLS: JSON.stringify({ account_login: 'https://a.example' }),
      }),
    ).toThrow(/^Invalid setting HEADLESS_FRONTEND_URLS/);
  });

  it('names the variable and the value when a setting is malformed', () => {
    expect(() => loadConfig({ PORT: 'abc' })).toThrow(ConfigError);
    expect(() => loadConfig({ PORT: 'abc' })).toThrow(/^Invalid setting PORT="abc": /);
    expect(() => loadConfig({ DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL.*postgres/);
    expect(() => loadConfig({ ACCOUNT_EMAIL_VERIFICATION: 'sometimes' })).toThrow(
      /ACCOUNT_EMAIL_VERIFICATION/,
    );
  });

  it('refuses production without an explicit secret key and public URL', () => {
    expect(() =>
      loadConfig({ NODE_ENV: 'production', PUBLIC_URL: 'https://charla.example' }),
    ).toThrow('Missing setting SECRET_KEY: required when NODE_ENV=production');
    expect(() => loadConfig({ NODE_ENV: 'production', SECRET_KEY: 'k'.repeat(40) })).toThrow(
      'Missing setting PUBLIC_URL: required when NODE_ENV=production',
    );
    const config = loadConfig({
      NODE_ENV: 'production',
      SECRET_KEY: 'k'.repeat(40),
      PUBLIC_URL: 'https://charla.example/',
    });
    expect(config.publicUrl).toBe('https://charla.example');
    expect(config.seedOnStart).toBe(false);
    expect(config.graphqlIntrospection).toBe(false);
  });

  it('treats an empty variable as unset', () => {
    expect(loadConfig({ PORT: '' }).port).toBe(8000);
  });

  it('does not seed on start against PostgreSQL unless asked', () => {
    expect(loadConfig({ DATABASE_URL: 'postgres://localhost/charla' }).seedOnStart).toBe(false);
    expect(
      loadConfig({ DATABASE_URL: 'postgres://localhost/charla', SEED_ON_START: 'true' })
        .seedOnStart,
    ).toBe(true);
  });
});

describe('loadConfig: tutor settings', () => {
  const openai = {
    TUTOR_BACKEND: 'openai-compatible',
    TUTOR_BASE_URL: 'http://127.0.0.1:11434/v1',
    TUTOR_CHAT_MODEL: 'llama3.2',
  };

  it('gives the embedded tutor and a grading concurrency of 2 when nothing is set', () => {
    expect(loadConfig({}).tutor).toEqual({ backend: 'embedded', gradingConcurrency: 2 });
  });

  it('requires a base URL and a chat model for the openai-compatible back-end, naming them', () => {
    expect(() => loadConfig({ ...openai, TUTOR_BASE_URL: undefined })).toThrow(
      'Missing setting TUTOR_BASE_URL: required when TUTOR_BACKEND=openai-compatible',
    );
    expect(() => loadConfig({ ...openai, TUTOR_CHAT_MODEL: '' })).toThrow(
      'Missing setting TUTOR_CHAT_MODEL: required when TUTOR_BACKEND=openai-compatible',
    );
    expect(() => loadConfig({ ...openai, TUTOR_BASE_URL: 'not a url' })).toThrow(
      /^Invalid setting TUTOR_BASE_URL="not a url": /,
    );
  });

  it('checks the timeout, retries and concurrency, naming the variable', () => {
    expect(() => loadConfig({ ...openai, TUTOR_TIMEOUT_MS: '0' })).toThrow(/TUTOR_TIMEOUT_MS/);
    expect(() => loadConfig({ ...openai, TUTOR_MAX_RETRIES: '11' })).toThrow(/TUTOR_MAX_RETRIES/);
    expect(() => loadConfig({ TUTOR_GRADING_CONCURRENCY: '0' })).toThrow(
      /TUTOR_GRADING_CONCURRENCY/,
    );
  });

  it('wants both tutor voices or neither', () => {
    expect(() => loadConfig({ ...openai, TUTOR_VOICE_FEMALE: 'nova' })).toThrow(
      'Missing setting TUTOR_VOICE_MALE',
    );
  });

  it('maps every variable onto the tutor settings', () => {
    const config = loadConfig({
      ...openai,
      TUTOR_API_KEY: 'sk-local',
      TUTOR_TRANSCRIPTION_MODEL: 'whisper-1',
      TUTOR_SPEECH_MODEL: 'tts-1',
      TUTOR_VOICE_FEMALE: 'nova',
      TUTOR_VOICE_MALE: 'onyx',
      TUTOR_TIMEOUT_MS: '5000',
      TUTOR_MAX_RETRIES: '0',
      TUTOR_GRADING_CONCURRENCY: '4',
    });
    expect(config.tutor).toEqual({
      backend: 'openai-compatible',
      gradingConcurrency: 4,
      baseUrl: 'http://127.0.0.1:11434/v1',
      apiKey: 'sk-local',
      chatModel: 'llama3.2',
      transcriptionModel: 'whisper-1',
      speechModel: 'tts-1',
      speechVoices: { FEMALE: 'nova', MALE: 'onyx' },
      timeoutMs: 5000,
      maxRetries: 0,
    });
    expect(loadConfig(openai).tutor).toMatchObject({ timeoutMs: 30_000, maxRetries: 2 });
  });

  it('keeps done jobs 7 days and failed jobs 30, pruned hourly, unless told otherwise', () => {
    expect(loadConfig({}).jobs).toEqual({
      lockSeconds: 60,
      gradingWorker: true,
      doneRetentionSeconds: 604_800,
      failedRetentionSeconds: 2_592_000,
      pruneIntervalSeconds: 3600,
    });
    expect(
      loadConfig({
        JOBS_DONE_RETENTION_SECONDS: '86400',
        JOBS_FAILED_RETENTION_SECONDS: '172800',
        JOBS_PRUNE_INTERVAL_SECONDS: '600',
      }).jobs,
    ).toEqual({
      lockSeconds: 60,
      gradingWorker: true,
      doneRetentionSeconds: 86_400,
      failedRetentionSeconds: 172_800,
      pruneIntervalSeconds: 600,
    });
    expect(() => loadConfig({ JOBS_DONE_RETENTION_SECONDS: '-1' })).toThrow(
      /^Invalid setting JOBS_DONE_RETENTION_SECONDS="-1"/,
    );
    expect(() => loadConfig({ JOBS_PRUNE_INTERVAL_SECONDS: 'hourly' })).toThrow(
      /JOBS_PRUNE_INTERVAL_SECONDS/,
    );
  });
});
