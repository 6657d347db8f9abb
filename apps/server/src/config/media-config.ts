import { z } from 'zod';

const booleanFromString = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

/** The media storage settings, spread into the environment schema (config.ts). */
export const MEDIA_ENVIRONMENT = {
  /** Where media files live: `local` (DATA_DIR/media) or `s3` (an S3-compatible bucket). */
  MEDIA_STORAGE: z.enum(['local', 's3']).default('local'),
  S3_BUCKET: z.string().min(1).optional(),
  /** An S3-compatible server (MinIO, Garage, Ceph, R2…); unset for AWS S3 itself. */
  S3_ENDPOINT: z.url().optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  /** Unset: the AWS SDK's default chain (AWS_* variables, instance or task role). */
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  /** `bucket` in the path instead of the host name: most self-hosted servers want it. */
  S3_FORCE_PATH_STYLE: booleanFromString.default(false),
};

type MediaEnvironment = z.infer<z.ZodObject<typeof MEDIA_ENVIRONMENT>>;

export type S3StorageConfig = {
  bucket: string;
  endpoint: string | undefined;
  region: string;
  credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
  forcePathStyle: boolean;
};

export type MediaStorageConfig = { kind: 'local' } | ({ kind: 's3' } & S3StorageConfig);

/** Checks the settings that go together; returns the message of the first problem. */
export function mediaStorageConfig(e: MediaEnvironment): MediaStorageConfig | string {
  if (e.MEDIA_STORAGE === 'local') return { kind: 'local' };
  if (!e.S3_BUCKET) return 'Missing setting S3_BUCKET: required when MEDIA_STORAGE=s3';
  if (Boolean(e.S3_ACCESS_KEY_ID) !== Boolean(e.S3_SECRET_ACCESS_KEY)) {
    const missing = e.S3_ACCESS_KEY_ID ? 'S3_SECRET_ACCESS_KEY' : 'S3_ACCESS_KEY_ID';
    return `Missing setting ${missing}: the two S3 credentials are set together`;
  }
  return {
    kind: 's3',
    bucket: e.S3_BUCKET,
    endpoint: e.S3_ENDPOINT,
    region: e.S3_REGION,
    credentials:
      e.S3_ACCESS_KEY_ID && e.S3_SECRET_ACCESS_KEY
        ? { accessKeyId: e.S3_ACCESS_KEY_ID, secretAccessKey: e.S3_SECRET_ACCESS_KEY }
        : undefined,
    forcePathStyle: e.S3_FORCE_PATH_STYLE,
  };
}
