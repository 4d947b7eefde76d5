import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  CopyObjectCommand,
  DeleteObjectCommand,
  DeleteObjectsCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  type S3ClientConfig,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { contentTypeOf } from './content-types.js';
import { filesUnder } from './folder-store.js';
import { assertObjectKey, assertObjectPrefix } from './object-keys.js';
import type { ObjectRead, ObjectStore } from './object-store.js';

export interface S3StoreOptions {
  bucket: string;
  /** MinIO, Ceph, R2...; absent: Amazon S3 of `region`. */
  endpoint?: string | undefined;
  region: string;
  /** Absent: the AWS SDK's own chain (environment, profile, instance role). */
  credentials?: { accessKeyId: string; secretAccessKey: string } | undefined;
  forcePathStyle: boolean;
  /** A folder of the bucket for this installation's objects. */
  prefix?: string | undefined;
}

/** Streams go up in parts of this size, two at a time: at most ~16 MB of a stream in memory. */
const PART_BYTES = 8 * 1024 * 1024;
const PARTS_AT_ONCE = 2;
/** Files of a tree (an HLS ladder: hundreds of segments) uploaded at once. */
const TREE_UPLOADS_AT_ONCE = 4;

const status = (err: unknown) =>
  (err as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
const named = (err: unknown, ...names: string[]) => names.includes((err as { name?: string }).name ?? '');
const isMissing = (err: unknown) => named(err, 'NoSuchKey', 'NotFound') || status(err) === 404;

/** `bytes 0-99/1234` -> the served range; the total is the object's size. */
function parseContentRange(header: string | undefined) {
  const match = /^bytes (\d+)-(\d+)\/(\d+)$/.exec(header ?? '');
  return match ? { start: Number(match[1]), end: Number(match[2]), size: Number(match[3]) } : null;
}

/** For the banner and the logs: where the objects are, never the keys. */
export const describeS3 = (opts: Pick<S3StoreOptions, 'bucket' | 'prefix' | 'endpoint'>) =>
  `S3 bucket ${opts.bucket}${opts.prefix ? `/${opts.prefix}` : ''}${opts.endpoint ? ` at ${opts.endpoint}` : ''}`;

/**
 * An S3-compatible bucket through the AWS SDK's client (decision 081): Amazon S3, MinIO, Ceph, R2.
 * Keys are the folder store's paths under the optional prefix, so a DATA_DIR synced into the
 * bucket is the same store.
 */
/** The S3 client's settings of a store: the object store's client and the tus stores' (decision 082). */
export function s3ClientConfig(opts: S3StoreOptions): S3ClientConfig {
  return {
    region: opts.region,
    ...(opts.endpoint ? { endpoint: opts.endpoint } : {}),
    forcePathStyle: opts.forcePathStyle,
    ...(opts.credentials ? { credentials: opts.credentials } : {}),
    // Checksums only where the S3 API requires them: the SDK's newer default (CRC32 on every
    // upload) is refused by several S3-compatible stores that the operator may run.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  };
}

export function s3Store(opts: S3StoreOptions): ObjectStore {
  const client = new S3Client(s3ClientConfig(opts));
  const Bucket = opts.bucket;
  const full = (key: string) => (opts.prefix ? `${opts.prefix}/${key}` : key);
  const Key = (key: string) => full(assertObjectKey(key));
  const typeOf = (key: string, given?: string) => given ?? contentTypeOf(key) ?? 'application/octet-stream';

  /** Multipart for anything large, one PutObject for a small body; aborted parts are removed. */
  const upload = (key: string, body: Readable | Buffer | string, contentType?: string) =>
    new Upload({
      client,
      params: { Bucket, Key: Key(key), Body: body, ContentType: typeOf(key, contentType) },
      partSize: PART_BYTES,
      queueSize: PARTS_AT_ONCE,
      leavePartsOnError: false,
    }).done();

  async function get(key: string, range?: { start: number; end?: number | undefined }) {
    const ask = range ? `bytes=${range.start}-${range.end ?? ''}` : undefined;
    try {
      const answer = await client.send(new GetObjectCommand({ Bucket, Key: Key(key), Range: ask }));
      const served = parseContentRange(answer.ContentRange);
      const read: ObjectRead = {
        body: answer.Body as Readable,
        size: served?.size ?? answer.ContentLength ?? 0,
        contentType: answer.ContentType,
        lastModified: answer.LastModified,
        range: served && range ? { start: served.start, end: served.end } : undefined,
      };
      return read;
    } catch (err) {
      if (isMissing(err)) return null;
      // A range past the end: the whole object, unranged (the interface's rule).
      if (range && (named(err, 'InvalidRange') || status(err) === 416)) return get(key);
      throw err;
    }
  }

  return {
    kind: 's3',
    description: describeS3(opts),
    async put(key, body, o) {
      await client.send(
        new PutObjectCommand({ Bucket, Key: Key(key), Body: body, ContentType: typeOf(key, o?.contentType) }),
      );
    },
    async putStream(key, body, o) {
      await upload(key, body, o?.contentType);
    },
    async putFile(key, file, o) {
      await upload(key, createReadStream(file), o?.contentType);
    },
    async putTree(prefix, dir) {
      assertObjectPrefix(prefix);
      const queue = await filesUnder(dir);
      const worker = async () => {
        for (let rel = queue.shift(); rel !== undefined; rel = queue.shift()) {
          await upload(`${prefix}/${rel}`, createReadStream(path.join(dir, ...rel.split('/'))));
        }
      };
      await Promise.all(Array.from({ length: TREE_UPLOADS_AT_ONCE }, worker));
    },
    get,
    async head(key) {
      try {
        const answer = await client.send(new HeadObjectCommand({ Bucket, Key: Key(key) }));
        return {
          size: answer.ContentLength ?? 0,
          contentType: answer.ContentType,
          lastModified: answer.LastModified,
        };
      } catch (err) {
        if (isMissing(err)) return null;
        throw err;
      }
    },
    async download(key, file) {
      const read = await get(key);
      if (!read) throw Object.assign(new Error(`no object ${key}`), { code: 'ENOENT' });
      await mkdir(path.dirname(file), { recursive: true });
      const part = `${file}.part`;
      try {
        await pipeline(read.body, createWriteStream(part));
        await rename(part, file);
      } catch (err) {
        await rm(part, { force: true });
        throw err;
      }
    },
    async copy(from, to) {
      const source = `${Bucket}/${Key(from).split('/').map(encodeURIComponent).join('/')}`;
      await client.send(new CopyObjectCommand({ Bucket, Key: Key(to), CopySource: source }));
    },
    async remove(key) {
      await client.send(new DeleteObjectCommand({ Bucket, Key: Key(key) }));
    },
    async removePrefix(prefix) {
      const Prefix = `${full(assertObjectPrefix(prefix))}/`;
      // Listed and deleted a page (at most 1000 keys) at a time: any number of objects, bounded memory.
      for (;;) {
        const page = await client.send(new ListObjectsV2Command({ Bucket, Prefix }));
        const keys = (page.Contents ?? []).flatMap((o) => (o.Key ? [{ Key: o.Key }] : []));
        if (keys.length === 0) return;
        const answer = await client.send(
          new DeleteObjectsCommand({ Bucket, Delete: { Objects: keys, Quiet: true } }),
        );
        if (answer.Errors?.length) {
          throw new Error(
            `S3 refused to delete ${answer.Errors.length} objects under ${Prefix}: ${answer.Errors[0]?.Code}`,
          );
        }
        if (!page.IsTruncated) return;
      }
    },
    localPath: () => null,
  };
}
