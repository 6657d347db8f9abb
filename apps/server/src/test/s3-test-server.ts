import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { HeadObjectCommand, type S3Client } from '@aws-sdk/client-s3';
import type { S3StorageConfig } from '../config/media-config.ts';
import { s3Client } from '../media/s3-media-storage.ts';

export type S3TestServer = {
  /** e.g. http://127.0.0.1:41234 */
  endpoint: string;
  bucket: string;
  /** The settings that point a server at this bucket: pass to startTestServer or a process. */
  env: Record<string, string>;
  /** An S3 client on the bucket, to look at what the app stored. */
  client: S3Client;
  /** Whether the bucket holds an object under this key. */
  has(key: string): Promise<boolean>;
  close(): Promise<void>;
};

/** s3rver's fixed credentials. */
const ACCESS_KEY = 'S3RVER';

/**
 * Starts an S3-compatible server (s3rver) on a free loopback port with one empty bucket, its
 * files in a temporary folder. Resolves to `{ unavailable }` with the reason when it cannot
 * start, so a test can skip and say why: `describe.skipIf(...)`.
 */
export async function startS3TestServer(): Promise<S3TestServer | { unavailable: string }> {
  const directory = await mkdtemp(join(tmpdir(), 'charla-s3-'));
  const bucket = 'charla-media';
  try {
    const { default: S3rver } = await import('@20minutes/s3rver');
    const server = new S3rver({
      address: '127.0.0.1',
      port: 0,
      silent: true,
      directory,
      configureBuckets: [{ name: bucket }],
    });
    const { port } = await server.run();
    const endpoint = `http://127.0.0.1:${port}`;
    const config: S3StorageConfig = {
      bucket,
      endpoint,
      region: 'us-east-1',
      credentials: { accessKeyId: ACCESS_KEY, secretAccessKey: ACCESS_KEY },
      forcePathStyle: true,
    };
    const client = s3Client(config);
    return {
      endpoint,
      bucket,
      env: {
        MEDIA_STORAGE: 's3',
        S3_BUCKET: bucket,
        S3_ENDPOINT: endpoint,
        S3_REGION: config.region,
        S3_ACCESS_KEY_ID: ACCESS_KEY,
        S3_SECRET_ACCESS_KEY: ACCESS_KEY,
        S3_FORCE_PATH_STYLE: 'true',
      },
      client,
      has: (key) =>
        client.send(new HeadObjectCommand({ Bucket: bucket, Key: key })).then(
          () => true,
          () => false,
        ),
      async close() {
        client.destroy();
        await server.close();
        await rm(directory, { recursive: true, force: true });
      },
    };
  } catch (error) {
    await rm(directory, { recursive: true, force: true });
    return { unavailable: `the S3 test server did not start: ${(error as Error).message}` };
  }
}
