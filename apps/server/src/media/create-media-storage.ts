import { join } from 'node:path';
import type { Config } from '../config/config.ts';
import type { MediaStorage } from '../uploads/media-storage.ts';
import { localMediaStorage } from './local-media-storage.ts';
import { type MediaUrlSigner, mediaUrlSigner } from './media-url-signer.ts';
import { s3MediaStorage } from './s3-media-storage.ts';

export type Media = { storage: MediaStorage; urls: MediaUrlSigner };

/** The storage MEDIA_STORAGE names, with the signer of its private URLs. */
export function createMediaStorage(config: Config, secretKey: string): Media {
  const urls = mediaUrlSigner({ baseUrl: config.mediaUrl, secretKey });
  const storage =
    config.mediaStorage.kind === 's3'
      ? s3MediaStorage({ config: config.mediaStorage, urls })
      : localMediaStorage({ root: join(config.dataDir, 'media'), urls });
  return { storage, urls };
}
