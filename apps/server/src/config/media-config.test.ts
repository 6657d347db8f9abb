import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';

describe('loadConfig: media storage', () => {
  it('keeps media in the data folder by default', () => {
    expect(loadConfig({}).mediaStorage).toEqual({ kind: 'local' });
  });

  it('reads the S3 settings, with the SDK default credentials when none are given', () => {
    expect(
      loadConfig({
        MEDIA_STORAGE: 's3',
        S3_BUCKET: 'charla-media',
        S3_ENDPOINT: 'http://minio:9000',
        S3_FORCE_PATH_STYLE: 'true',
        S3_ACCESS_KEY_ID: 'id',
        S3_SECRET_ACCESS_KEY: 'secret',
      }).mediaStorage,
    ).toEqual({
      kind: 's3',
      bucket: 'charla-media',
      endpoint: 'http://minio:9000',
      region: 'us-east-1',
      credentials: { accessKeyId: 'id', secretAccessKey: 'secret' },
      forcePathStyle: true,
    });
    expect(
      loadConfig({ MEDIA_STORAGE: 's3', S3_BUCKET: 'b', S3_REGION: 'eu-west-3' }).mediaStorage,
    ).toMatchObject({ region: 'eu-west-3', credentials: undefined, forcePathStyle: false });
  });

  it('names what is missing', () => {
    expect(() => loadConfig({ MEDIA_STORAGE: 's3' })).toThrow(
      'Missing setting S3_BUCKET: required when MEDIA_STORAGE=s3',
    );
    expect(() =>
      loadConfig({ MEDIA_STORAGE: 's3', S3_BUCKET: 'b', S3_ACCESS_KEY_ID: 'id' }),
    ).toThrow('Missing setting S3_SECRET_ACCESS_KEY: the two S3 credentials are set together');
    expect(() => loadConfig({ MEDIA_STORAGE: 'ftp' })).toThrow(
      /^Invalid setting MEDIA_STORAGE="ftp"/,
    );
    expect(() => loadConfig({ MEDIA_STORAGE: 's3', S3_BUCKET: 'b', S3_ENDPOINT: 'minio' })).toThrow(
      /^Invalid setting S3_ENDPOINT="minio"/,
    );
  });
});
