/**
 * The school's server the app talks to (decision 070). The web build is served by that server,
 * so its calls and links stay relative to the page: the origin is ''. The mobile shell's page
 * lives on the WebView's own origin (`https://localhost`, `capacitor://localhost`), so its build
 * names the school: `VITE_API_ORIGIN=https://school.example npm run build:mobile`.
 */
export const API_ORIGIN: string =
  import.meta.env.VITE_APP_TYPE === 'mobile' ? originOf(import.meta.env.VITE_API_ORIGIN) : '';

/** `https://school.example/` or `https://school.example` -> `https://school.example`; '' when unset. */
export function originOf(value: string | undefined): string {
  const trimmed = value?.trim();
  return trimmed ? new URL(trimmed).origin : '';
}

/** Where the school's own files and calls are: the configured origin, else the page's. */
export const serverOrigin = (): string => API_ORIGIN || window.location.origin;

/** A path on the school's server (`/spa/api/v1/...`, `/v/...`) as the app must request it. */
export function serverUrl(path: string, origin: string = API_ORIGIN): string {
  return origin && path.startsWith('/') && !path.startsWith('//') ? `${origin}${path}` : path;
}

/** spec 01 §9, 02 §9 "Assets are served under /v/": the server's answers name them by path. */
const ASSET_PATH = /^\/v\//;

/**
 * An answer of the server with every asset path in it (`/v/...`: videos, playlists, subtitles,
 * posters, images, documents, logos, avatars) made absolute on `origin`. Nothing changes in the
 * web build (no origin), where such paths already open on the page's own server. Resolving once
 * here, as the answer arrives, spares every converter and screen from knowing about the shell.
 */
export function withServerOrigin<T>(data: T, origin: string = API_ORIGIN): T {
  // The web build's check is a constant: the walk below is left out of its bundle.
  if (import.meta.env.VITE_APP_TYPE !== 'mobile' || !origin) return data;
  const visit = (value: unknown): unknown => {
    if (typeof value === 'string') return ASSET_PATH.test(value) ? `${origin}${value}` : value;
    if (Array.isArray(value)) return value.map(visit);
    if (value !== null && typeof value === 'object') {
      const copy: Record<string, unknown> = {};
      for (const [key, item] of Object.entries(value)) copy[key] = visit(item);
      return copy;
    }
    return value;
  };
  return visit(data) as T;
}
