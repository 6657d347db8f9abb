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
