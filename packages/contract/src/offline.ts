/**
 * Offline use (issue 12, decision 065): the spec's constants of cached reads and downloads, named
 * once for the web app, its mobile build and the server.
 */

/** spec 01 §9, spec 02 §9: GET answers are kept and may be served offline for this long. */
export const OFFLINE_CACHE_EXPIRY_S = 86_400;

/** spec 02 §8: a download refused for lack of space is reported with this code. */
export const STORAGE_FULL_CODE = 10;

/** spec 02 §4 "File download": the states of a video download. */
export const DOWNLOAD_STATUSES = ['pending', 'loading', 'loaded', 'fail'] as const;
export type DownloadStatus = (typeof DOWNLOAD_STATUSES)[number];

/**
 * A write made offline and replayed later carries this header (IETF draft
 * "The Idempotency-Key HTTP Header Field"): the server applies one key once per learner.
 */
export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';
/**
 * How much viewing one statistics record may claim (issue 8, decision 043): at most the time since
 * the lesson's previous record at the player's fastest speed, plus a slack. The server enforces it;
 * a device replaying a lesson's records after being offline paces them by it (decision 067).
 */
export const VIEWING_ALLOWANCE = { maxPlaybackRate: 2, slackSeconds: 10 } as const;

/** A key is a UUID the device made; anything else is refused (422). */
export const IDEMPOTENCY_KEY_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * spec 02 §9: offline files live under images/ and videos/ with courses/{courseId}; a video file is
 * named {fileId}.mp4 by default. The same relative paths name them in the web build's cache and in
 * the mobile shell's app data folder.
 */
export const OFFLINE_FOLDERS = { videos: 'videos', images: 'images', files: 'files' } as const;

/**
 * The origins the mobile shell's WebView serves the app from (decision 070): Capacitor's
 * `https://localhost` on Android, `capacitor://localhost` on iOS, and `http://localhost` for an
 * Android build whose scheme is http. The API answers cross-origin calls from these only.
 */
export const MOBILE_SHELL_ORIGINS = [
  'https://localhost',
  'capacitor://localhost',
  'http://localhost',
] as const;
