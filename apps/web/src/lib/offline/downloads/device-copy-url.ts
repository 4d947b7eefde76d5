import { DOWNLOADS_CACHE, OFFLINE_SEGMENT } from '../offline-paths';

/**
 * A downloaded video played without the service worker (decision 068, amended by issue 27): the
 * worker answers `<base>__offline__/…` from Cache Storage, but on a first visit it controls the
 * page only after it has installed, and a learner who downloads a lesson and goes offline before
 * that got a lesson that did not play (the player asked the network for the device's copy). Here
 * the copy is read from Cache Storage directly: every file becomes a `blob:` address, and each
 * playlist is rewritten to name them, so the player needs no network and no worker.
 */
export interface DeviceCopy {
  /** What the player loads: a playlist or an MP4, as a `blob:` address. */
  url: string;
  /** Frees the addresses when the player is done with them. */
  release(): void;
}

/** The few members of Cache and URL used here (a test gives its own). */
export interface DeviceCopyHost {
  match(url: string): Promise<Response | undefined>;
  objectUrl(blob: Blob): string;
  revoke(url: string): void;
}

const isPlaylist = (url: string) => /\.m3u8(?:$|[?#])/i.test(url);

/** Whether an address is one of the device's copies, which only the worker answers. */
export const isDeviceCopyUrl = (url: string) => url.includes(`/${OFFLINE_SEGMENT}/`);

/** Whether the page's requests for device copies reach the worker that answers them. */
export const workerAnswersCopies = () =>
  typeof navigator !== 'undefined' && Boolean(navigator.serviceWorker?.controller);

async function browserHost(): Promise<DeviceCopyHost> {
  const cache = await caches.open(DOWNLOADS_CACHE);
  return {
    match: (url) => cache.match(url),
    objectUrl: (blob) => URL.createObjectURL(blob),
    revoke: (url) => URL.revokeObjectURL(url),
  };
}

export async function deviceCopyUrl(url: string, given?: DeviceCopyHost): Promise<DeviceCopy> {
  const host = given ?? (await browserHost());
  const made: string[] = [];
  const release = () => {
    for (const address of made) host.revoke(address);
  };
  const read = async (address: string) => {
    const response = await host.match(address);
    if (!response) throw new Error(`Not on this device: ${address}`);
    return response;
  };
  const blobOf = async (address: string): Promise<string> => {
    const blob = await (await read(address)).blob();
    const object = host.objectUrl(blob);
    made.push(object);
    return object;
  };
  const target = (address: string) => (isPlaylist(address) ? playlist(address) : blobOf(address));
  async function playlist(address: string): Promise<string> {
    const text = await (await read(address)).text();
    const lines = await Promise.all(
      text.split('\n').map(async (line) => {
        const trimmed = line.trim();
        if (!trimmed) return line;
        if (trimmed.startsWith('#')) {
          // A tag naming a file (EXT-X-MAP's init segment, EXT-X-MEDIA's playlist).
          const uri = /URI="([^"]+)"/.exec(trimmed);
          return uri ? line.replace(uri[0], `URI="${await target(new URL(uri[1]!, address).href)}"`) : line;
        }
        return target(new URL(trimmed, address).href);
      }),
    );
    const object = host.objectUrl(new Blob([lines.join('\n')], { type: 'application/vnd.apple.mpegurl' }));
    made.push(object);
    return object;
  }
  try {
    return { url: await target(new URL(url, self.location.href).href), release };
  } catch (error) {
    release();
    throw error;
  }
}
