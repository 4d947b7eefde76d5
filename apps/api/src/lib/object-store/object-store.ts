import type { Readable } from 'node:stream';

/**
 * Where the server keeps files (ARCHITECTURE §1: one storage interface; decision 080): a folder
 * (DATA_DIR, the embedded default) or an S3-compatible bucket (`S3_BUCKET`, the AWS SDK's
 * client: S3, MinIO, Ceph, R2). Keys are the server's own `/`-separated paths, never a name
 * from a request, and always start with one of the areas below, so a folder store never reaches
 * the database or the secrets that share DATA_DIR with it.
 */
export const OBJECT_AREAS = ['files', 'uploads', 'media', 'brand'] as const;
export type ObjectArea = (typeof OBJECT_AREAS)[number];

export interface StoredObject {
  size: number;
  contentType?: string | undefined;
  lastModified?: Date | undefined;
}

export interface ObjectRead extends StoredObject {
  body: Readable;
  /** The bytes served when a range was asked for and could be met (inclusive, like HTTP). */
  range?: { start: number; end: number } | undefined;
}

/** A byte range of an HTTP Range header, inclusive; `end` absent: to the end of the object. */
export interface ByteRange {
  start: number;
  end?: number | undefined;
}

export interface ObjectStore {
  readonly kind: 'folder' | 's3';
  /** For the start banner and the logs: the folder, or the bucket (and endpoint), never secrets. */
  readonly description: string;
  put(key: string, body: Buffer | string, opts?: { contentType?: string }): Promise<void>;
  /** Streams `body` to `key`; a failed stream leaves nothing behind under `key`. */
  putStream(key: string, body: Readable, opts?: { contentType?: string }): Promise<void>;
  putFile(key: string, file: string, opts?: { contentType?: string }): Promise<void>;
  /** Every file under the local folder `dir`, to `<prefix>/<its path relative to dir>`. */
  putTree(prefix: string, dir: string): Promise<void>;
  /** Null when there is no such object. A range past the end answers the whole object, unranged. */
  get(key: string, range?: ByteRange): Promise<ObjectRead | null>;
  head(key: string): Promise<StoredObject | null>;
  /** Copies the object into the local file `file` (ffmpeg, sharp and content sniffing read files). */
  download(key: string, file: string): Promise<void>;
  copy(from: string, to: string): Promise<void>;
  /** Missing keys are not an error. */
  remove(key: string): Promise<void>;
  /** Every object whose key starts with `<prefix>/`. */
  removePrefix(prefix: string): Promise<void>;
  /** The local file of a key in a folder store (served with sendFile, read in place); null on S3. */
  localPath(key: string): string | null;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The one file store of the process (app.ts creates it from the config). */
    objects: ObjectStore;
  }
}
