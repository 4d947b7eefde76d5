import { DOWNLOADS_CACHE, offlineUrl } from '../offline-paths';
import { type DownloadStore, StorageFullError } from './download-store';

/**
 * Downloads in the web build (decision 068): Cache Storage, which the service worker reads to
 * answer `<base>__offline__/<path>` (with ranges), so a stored rendition plays at an address of the
 * school's own origin, offline. Each file is one entry with its Content-Type and Content-Length.
 *
 * A paused file's bytes are numbered entries beside it (`<url>?part=000001`): adding a chunk is one
 * small write, where rewriting one growing entry would copy everything received so far each time.
 * The worker never serves them (it matches the plain address).
 */
const PART = 'part';

const base = () => import.meta.env.BASE_URL ?? '/';
const absoluteUrl = (path: string) => new URL(offlineUrl(base(), path), self.location.href).href;
const partUrl = (path: string, n: number) => `${absoluteUrl(path)}?${PART}=${String(n).padStart(6, '0')}`;

const isQuotaError = (error: unknown) => (error as { name?: unknown } | null)?.name === 'QuotaExceededError';

async function guarded<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    throw isQuotaError(error) ? new StorageFullError(error) : error;
  }
}

const entry = (data: Blob, contentType: string) =>
  new Response(data, {
    headers: { 'content-type': contentType, 'content-length': String(data.size) },
  });

/** The part entries of a file, in order. */
async function parts(cache: Cache, path: string): Promise<Request[]> {
  const prefix = `${absoluteUrl(path)}?${PART}=`;
  const found = await cache.keys(absoluteUrl(path), { ignoreSearch: true });
  return found.filter((request) => request.url.startsWith(prefix)).sort((a, b) => a.url.localeCompare(b.url));
}

const lengthOf = async (response: Response) =>
  Number(response.headers.get('content-length') ?? Number.NaN) || (await response.blob()).size;

/**
 * Asks once that the origin's storage be persistent: a browser may otherwise evict Cache Storage
 * under pressure, and a lesson kept for a flight must still be there (Chromium decides by itself,
 * Firefox asks the learner, who has just asked for a download).
 */
let persistAsked = false;
function askPersistence() {
  if (persistAsked) return;
  persistAsked = true;
  void navigator.storage?.persist?.().catch(() => false);
}

export function createWebStore(): DownloadStore {
  const open = () => caches.open(DOWNLOADS_CACHE);
  return {
    async put(path, data, contentType) {
      askPersistence();
      const cache = await open();
      await guarded(() => cache.put(absoluteUrl(path), entry(data, contentType)));
    },
    async size(path) {
      const response = await (await open()).match(absoluteUrl(path));
      return response ? lengthOf(response) : null;
    },
    async urlOf(path) {
      return offlineUrl(base(), path);
    },
    async appendPart(path, data) {
      const cache = await open();
      const kept = await parts(cache, path);
      const last = kept.at(-1);
      const n = last ? Number(new URL(last.url).searchParams.get(PART)) + 1 : 1;
      await guarded(() => cache.put(partUrl(path, n), entry(data, 'application/octet-stream')));
    },
    async partSize(path) {
      const cache = await open();
      let total = 0;
      for (const request of await parts(cache, path)) {
        const response = await cache.match(request);
        if (response) total += await lengthOf(response);
      }
      return total;
    },
    async takePart(path) {
      const cache = await open();
      const kept = await parts(cache, path);
      if (kept.length === 0) return null;
      const blobs: Blob[] = [];
      for (const request of kept) {
        const response = await cache.match(request);
        if (response) blobs.push(await response.blob());
      }
      const whole = new Blob(blobs);
      await Promise.all(kept.map((request) => cache.delete(request)));
      return whole;
    },
    async remove(prefix) {
      const cache = await open();
      const start = absoluteUrl(prefix);
      const doomed = (await cache.keys()).filter((request) => request.url.startsWith(start));
      await Promise.all(doomed.map((request) => cache.delete(request)));
    },
    async estimate() {
      if (!navigator.storage?.estimate) return null;
      const { usage, quota } = await navigator.storage.estimate();
      return usage === undefined || quota === undefined ? null : { usage, quota };
    },
  };
}
