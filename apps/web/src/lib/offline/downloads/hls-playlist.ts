/**
 * The little of HLS (RFC 8216) a download needs: the renditions of a master playlist, and the
 * files a media playlist names, so that a rendition can be stored and played from the device.
 */

export interface HlsVariant {
  /** The media playlist's address, resolved against the master's. */
  url: string;
  bandwidth: number | null;
  height: number | null;
}

export interface MediaPlaylistFile {
  /** Where to fetch it (resolved against the playlist's address). */
  url: string;
  /** Its name beside the stored playlist: one plain path segment. */
  name: string;
}

export interface MediaPlaylist {
  /** Every file the playlist names, once each (byte ranges of one file share it). */
  files: MediaPlaylistFile[];
  /** The playlist as stored: the same lines, each URI replaced by its stored name. */
  text: string;
}

export type ParsedPlaylist =
  | { kind: 'master'; variants: HlsVariant[] }
  | { kind: 'media'; media: MediaPlaylist };

/** Thrown for a text that is no playlist, or names nothing to play. */
export class PlaylistError extends Error {
  constructor(reason: string) {
    super(`Not an HLS playlist: ${reason}`);
    this.name = 'PlaylistError';
  }
}

/** `KEY=value,KEY="quoted, value"` (RFC 8216 §4.2 attribute lists). */
export function parseAttributes(list: string): Record<string, string> {
  const attributes: Record<string, string> = {};
  const pattern = /([A-Z0-9-]+)=("[^"]*"|[^,]*)/g;
  for (let match = pattern.exec(list); match; match = pattern.exec(list)) {
    const [, key = '', value = ''] = match;
    attributes[key] = value.replace(/^"(.*)"$/, '$1');
  }
  return attributes;
}

const lines = (text: string) => text.replace(/^\uFEFF/, '').split(/\r?\n/);

export function parsePlaylist(text: string, playlistUrl: string): ParsedPlaylist {
  const all = lines(text);
  if (all[0]?.trim() !== '#EXTM3U') throw new PlaylistError('no #EXTM3U header');
  if (all.some((line) => line.startsWith('#EXT-X-STREAM-INF'))) {
    return { kind: 'master', variants: parseMaster(all, playlistUrl) };
  }
  return { kind: 'media', media: parseMedia(all, playlistUrl) };
}

/** Renditions, highest first (by height, then bandwidth): the order a learner reads a quality list in. */
function parseMaster(all: string[], playlistUrl: string): HlsVariant[] {
  const variants: HlsVariant[] = [];
  let pending: Record<string, string> | null = null;
  for (const raw of all) {
    const line = raw.trim();
    if (line.startsWith('#EXT-X-STREAM-INF:')) {
      pending = parseAttributes(line.slice('#EXT-X-STREAM-INF:'.length));
    } else if (line && !line.startsWith('#') && pending) {
      const height = Number(/^\d+x(\d+)$/.exec(pending.RESOLUTION ?? '')?.[1]) || null;
      const bandwidth = Number(pending.BANDWIDTH) || null;
      variants.push({ url: resolve(line, playlistUrl), bandwidth, height });
      pending = null;
    }
  }
  if (variants.length === 0) throw new PlaylistError('a master playlist without renditions');
  return variants.sort(
    (a, b) => (b.height ?? 0) - (a.height ?? 0) || (b.bandwidth ?? 0) - (a.bandwidth ?? 0),
  );
}

/** Tags whose URI attribute names a file the player fetches (init section, decryption key). */
const URI_TAGS = ['#EXT-X-MAP:', '#EXT-X-KEY:'];

function parseMedia(all: string[], playlistUrl: string): MediaPlaylist {
  const names = new Map<string, string>();
  const taken = new Set<string>();
  const files: MediaPlaylistFile[] = [];
  const nameOf = (uri: string) => {
    const url = resolve(uri, playlistUrl);
    const known = names.get(url);
    if (known) return known;
    const name = uniqueName(storedName(uri), taken);
    names.set(url, name);
    taken.add(name);
    files.push({ url, name });
    return name;
  };
  let segments = 0;
  const out = all.map((raw) => {
    const line = raw.trim();
    const tag = URI_TAGS.find((prefix) => line.startsWith(prefix));
    if (tag) {
      const attributes = parseAttributes(line.slice(tag.length));
      if (!attributes.URI || attributes.METHOD === 'NONE') return raw;
      return line.replace(/URI="[^"]*"/, `URI="${nameOf(attributes.URI)}"`);
    }
    if (!line || line.startsWith('#')) return raw;
    segments += 1;
    return nameOf(line);
  });
  if (segments === 0) throw new PlaylistError('a media playlist without segments');
  return { files, text: out.join('\n') };
}

/**
 * The stored playlist sits in the rendition's folder, so a file is named by one plain segment:
 * the URI's path without query or fragment, its folders joined by `_` (the stored paths keep no
 * `/` inside a name, see offline-paths.ts). An absolute URI keeps its last segment only.
 */
function storedName(uri: string): string {
  const path = uri.split(/[?#]/)[0] ?? '';
  const relative = /^[a-z][a-z0-9+.-]*:|^\//i.test(path) ? (path.split('/').pop() ?? '') : path;
  const name = relative
    .split('/')
    .filter((part) => part && part !== '.' && part !== '..')
    .join('_')
    .replace(/[^\w.-]+/g, '_')
    .replace(/^\.+/, '_');
  return name || 'file';
}

function uniqueName(name: string, taken: Set<string>): string {
  if (!taken.has(name) && name !== 'index.m3u8') return name;
  for (let n = 1; ; n += 1) {
    const candidate = `${n}-${name}`;
    if (!taken.has(candidate)) return candidate;
  }
}

function resolve(uri: string, base: string): string {
  try {
    return new URL(uri, base).href;
  } catch {
    throw new PlaylistError(`a URI that does not resolve: ${uri}`);
  }
}
