import type { S3ClientConfig } from '@aws-sdk/client-s3';
import { FileStore } from '@tus/file-store';
import { S3Store } from '@tus/s3-store';
import type { DataStore } from '@tus/server';
import { type ObjectStoreSettings, s3OptionsOf } from '../../lib/object-store/create-object-store.js';
import type { ObjectStore } from '../../lib/object-store/object-store.js';
import { s3ClientConfig } from '../../lib/object-store/s3-store.js';

/** The bucket tus writes unfinished uploads to: the object store's own (decision 082). */
export interface TusS3 {
  bucket: string;
  prefix: string | undefined;
  client: S3ClientConfig;
}

/**
 * The S3 settings of the tus stores, from the same S3_* settings as the object store
 * (create-object-store.ts), or undefined when files stay in DATA_DIR.
 */
export function tusS3Of(settings: ObjectStoreSettings): TusS3 | undefined {
  const s3 = s3OptionsOf(settings);
  return s3 && { bucket: s3.bucket, prefix: s3.prefix, client: s3ClientConfig(s3) };
}

type KeyedInput = { Key?: unknown; Prefix?: unknown; Delete?: { Objects?: { Key?: string }[] } };

/**
 * @tus/s3-store keeps an upload at the bare tus id (`<id>`, `<id>.info`, `<id>.part`) at the
 * bucket's top. Every request its client sends gets the store's folder in front instead, so an
 * unfinished upload is the object `<S3_PREFIX>/<folder>/<id>`: the object store's key
 * `<folder>/<id>`, which finishing copies to its place and the sweeps remove like any other.
 */
class FolderS3Store extends S3Store {
  constructor(s3: TusS3, folder: string) {
    super({ s3ClientConfig: { ...s3.client, bucket: s3.bucket } });
    const base = `${s3.prefix ? `${s3.prefix}/` : ''}${folder}/`;
    const within = (key: unknown) => (typeof key === 'string' ? base + key : key);
    this.client.middlewareStack.add(
      (next) => (args) => {
        const input = args.input as KeyedInput;
        const keyed: KeyedInput = { ...input, Key: within(input.Key), Prefix: within(input.Prefix) };
        if (input.Key === undefined) delete keyed.Key;
        if (input.Prefix === undefined) delete keyed.Prefix;
        if (input.Delete?.Objects) {
          keyed.Delete = {
            ...input.Delete,
            Objects: input.Delete.Objects.map((o) => ({ Key: base + o.Key })),
          };
        }
        return next({ ...args, input: keyed as typeof args.input });
      },
      { step: 'initialize', name: 'tusUploadsFolder' },
    );
  }
}

export interface IncomingUploads {
  /** Made on first use: @tus/file-store creates its folder asynchronously when constructed. */
  readonly datastore: DataStore;
  /** The object store's key of an upload's bytes while tus has them. */
  keyOf(id: string): string;
  /** Removes whatever tus keeps of an upload (bytes, its record, an S3 multipart upload); missing is fine. */
  remove(id: string): Promise<void>;
}

/**
 * Where tus keeps uploads in progress (decision 082), under the object store's key `folder`:
 * with a folder store @tus/file-store in that very folder (a PATCH appends to a local file);
 * with S3 @tus/s3-store in the bucket, so a PATCH that a balancer sends to another API process
 * goes on with the same upload (the lock is in PostgreSQL, uploads-locker.ts).
 */
export function incomingUploads(
  objects: ObjectStore,
  folder: string,
  s3: TusS3 | undefined,
): IncomingUploads {
  const keyOf = (id: string) => `${folder}/${id}`;
  if (objects.kind === 's3') {
    if (!s3) throw new Error('the object store is a bucket, but tus was given no S3 settings');
    let datastore: FolderS3Store | undefined;
    // The store's own removal, kept before a caller wraps `remove` (tus-server.ts takes the row with it).
    let removeTus: (id: string) => Promise<void> = async () => {};
    const made = () => {
      if (!datastore) {
        datastore = new FolderS3Store(s3, folder);
        removeTus = datastore.remove.bind(datastore);
      }
      return datastore;
    };
    return {
      get datastore() {
        return made();
      },
      keyOf,
      async remove(id) {
        made();
        // Aborts the multipart upload and deletes `<id>` and `<id>.info`; it throws for a
        // finished one (no multipart upload left), whose objects go below like the rest.
        await removeTus(id).catch(() => {});
        await Promise.all(['', '.info', '.part'].map((end) => objects.remove(keyOf(`${id}${end}`))));
      },
    };
  }
  const directory = objects.localPath(folder);
  if (!directory) throw new Error(`no local folder for ${folder}`);
  let datastore: FileStore | undefined;
  return {
    get datastore() {
      datastore ??= new FileStore({ directory });
      return datastore;
    },
    keyOf,
    async remove(id) {
      await Promise.all([objects.remove(keyOf(id)), objects.remove(keyOf(`${id}.json`))]);
    },
  };
}
