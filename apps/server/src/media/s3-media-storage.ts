import type { Readable } from 'node:stream';
import {
  CopyObjectCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import type { S3StorageConfig } from '../config/media-config.ts';
import type { MediaStorage } from '../uploads/media-storage.ts';
import type { MediaUrlSigner } from './media-url-signer.ts';

/** Whether an S3 error means "no such object" (HEAD answers a bare 404, GET a NoSuchKey). */
const isMissing = (error: unknown) =>
  error instanceof Error &&
  (error.name === 'NotFound' ||
    error.name === 'NoSuchKey' ||
    (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === 404);

const missingAsNull = (error: unknown): null => {
  if (isMissing(error)) return null;
  throw error;
};

export function s3Client(config: S3StorageConfig): S3Client {
  return new S3Client({
    region: config.region,
    endpoint: config.endpoint,
    forcePathStyle: config.forcePathStyle,
    credentials: config.credentials,
    // Checksums only where S3 requires them: several S3-compatible servers refuse the SDK's
    // default trailing checksums (aws-chunked uploads).
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
}

/**
 * Media in an S3-compatible bucket (MEDIA_STORAGE=s3). The bucket stays private: browsers fetch
 * through the app's /media route, which checks private URLs' signatures and streams the object
 * (ranges passed through), so every server of a deployment serves every file (decision 0012).
 */
export function s3MediaStorage(options: {
  config: S3StorageConfig;
  urls: MediaUrlSigner;
  client?: S3Client;
}): MediaStorage {
  const client = options.client ?? s3Client(options.config);
  const Bucket = options.config.bucket;
  const copySource = (key: string) =>
    `${Bucket}/${key.split('/').map(encodeURIComponent).join('/')}`;
  return {
    async put(key, body, contentType) {
      await client.send(
        new PutObjectCommand({
          Bucket,
          Key: key,
          Body: body,
          ContentType: contentType,
          ContentLength: body.byteLength,
        }),
      );
    },
    async copy(from, to) {
      await client.send(new CopyObjectCommand({ Bucket, Key: to, CopySource: copySource(from) }));
    },
    async delete(key) {
      await client.send(new DeleteObjectCommand({ Bucket, Key: key }));
    },
    async stat(key) {
      const head = await client
        .send(new HeadObjectCommand({ Bucket, Key: key }))
        .catch(missingAsNull);
      if (!head) return null;
      return {
        size: head.ContentLength ?? 0,
        etag: head.ETag ?? `"${head.ContentLength}"`,
        lastModified: head.LastModified ?? new Date(0),
      };
    },
    async open(key, range) {
      const object = await client
        .send(
          new GetObjectCommand({
            Bucket,
            Key: key,
            Range: range ? `bytes=${range.start}-${range.end}` : undefined,
          }),
        )
        .catch(missingAsNull);
      if (!object?.Body) return null;
      const total = object.ContentRange?.split('/')[1];
      return {
        size: total ? Number(total) : (object.ContentLength ?? 0),
        etag: object.ETag ?? '""',
        lastModified: object.LastModified ?? new Date(0),
        body: object.Body as Readable,
      };
    },
    async read(key) {
      const object = await client.send(new GetObjectCommand({ Bucket, Key: key }));
      if (!object.Body) throw new Error(`S3 returned no body for ${key}`);
      return object.Body.transformToByteArray();
    },
    url: (key, urlOptions) => options.urls.url(key, urlOptions),
  };
}
