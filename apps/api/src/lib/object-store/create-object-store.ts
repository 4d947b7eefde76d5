import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AppConfig } from '../../config.js';
import { folderStore } from './folder-store.js';
import type { ObjectStore } from './object-store.js';
import { describeS3, type S3StoreOptions, s3Store } from './s3-store.js';

/** The settings the store is made from (every one optional: tests build apps without them). */
export type ObjectStoreSettings = Partial<
  Pick<
    AppConfig,
    | 'dataDir'
    | 'S3_BUCKET'
    | 'S3_ENDPOINT'
    | 'S3_REGION'
    | 'S3_ACCESS_KEY_ID'
    | 'S3_SECRET_ACCESS_KEY'
    | 'S3_FORCE_PATH_STYLE'
    | 'S3_PREFIX'
  >
>;

/** The bucket's settings when S3_BUCKET is set (the object store's and the tus stores'), else undefined. */
export function s3OptionsOf(settings: ObjectStoreSettings): S3StoreOptions | undefined {
  if (!settings.S3_BUCKET) return undefined;
  const { S3_ACCESS_KEY_ID: accessKeyId, S3_SECRET_ACCESS_KEY: secretAccessKey } = settings;
  if (Boolean(accessKeyId) !== Boolean(secretAccessKey)) {
    throw new Error('S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together: set both or neither');
  }
  return {
    bucket: settings.S3_BUCKET,
    endpoint: settings.S3_ENDPOINT,
    region: settings.S3_REGION ?? 'us-east-1',
    credentials: accessKeyId && secretAccessKey ? { accessKeyId, secretAccessKey } : undefined,
    // Self-hosted stores (MinIO, Ceph) want the bucket in the path; Amazon S3 in the host name.
    forcePathStyle: (settings.S3_FORCE_PATH_STYLE ?? (settings.S3_ENDPOINT ? 'on' : 'off')) === 'on',
    prefix: settings.S3_PREFIX,
  };
}

/**
 * The process's one store (decision 081): the bucket when S3_BUCKET is set, else DATA_DIR itself
 * (its `files/`, `uploads/`, `media/` and `brand/` folders). Without either (tests) a temporary
 * folder, which `dispose` removes when the app closes.
 */
export function createObjectStore(settings: ObjectStoreSettings): {
  store: ObjectStore;
  dispose: () => void;
} {
  const s3 = s3OptionsOf(settings);
  if (s3) return { store: s3Store(s3), dispose: () => {} };
  if (settings.dataDir) return { store: folderStore(settings.dataDir), dispose: () => {} };
  const temporary = mkdtempSync(path.join(os.tmpdir(), 'cp-objects-'));
  return {
    store: folderStore(temporary),
    dispose: () => rmSync(temporary, { recursive: true, force: true }),
  };
}

/** The start banner's line about files, from the settings alone (boot.ts startBanner). */
export function describeObjectStore(settings: ObjectStoreSettings): string {
  if (settings.S3_BUCKET) {
    return describeS3({
      bucket: settings.S3_BUCKET,
      prefix: settings.S3_PREFIX,
      endpoint: settings.S3_ENDPOINT,
    });
  }
  return settings.dataDir ? `folder ${path.resolve(settings.dataDir)}` : 'a temporary folder';
}
