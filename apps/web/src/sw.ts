/// <reference lib="webworker" />
/*
 * The learner app's service worker (decision 066), built by vite-plugin-pwa (injectManifest) from
 * this file with Workbox, and served from the router base (/class/sw.js), so its scope is the whole
 * app. It
 * - precaches the app's shell (the built JS, CSS and index.html): after one visit the app starts
 *   without a network, and a release replaces the shell only when the learner accepts the update
 *   (app/pwa: no automatic skipWaiting);
 * - answers every navigation inside the app with the precached index.html (the app's router shows
 *   the screen);
 * - answers the downloaded files (`<scope>__offline__/...`) from their Cache Storage cache, byte
 *   ranges included: the player seeks in an MP4 and hls.js may ask for ranges (decision 068);
 * - shows the reminders (decision 031) and the expert's answers (decision 056) the server sends by
 *   Web Push, and opens the app when one is clicked (app/pwa/worker-push.ts).
 * API calls (/spa/) are never cached here: the app keeps a learner's answers itself, per learner
 * (decision 067), and media under /v/ follow their own signed links and HTTP caching.
 */
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching';
import { createPartialResponse } from 'workbox-range-requests';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { isSkipWaiting } from './app/pwa/pwa-messages';
import { registerPushHandlers } from './app/pwa/worker-push';
import { DOWNLOADS_CACHE, OFFLINE_SEGMENT } from './lib/offline/offline-paths';

declare const self: ServiceWorkerGlobalScope;

const scope = () => self.registration.scope;

// The shell: the list vite-plugin-pwa injects at build time (every JS, CSS and HTML file of dist).
precacheAndRoute(self.__WB_MANIFEST);
// Precaches of older Workbox versions are dropped, not left to fill the learner's storage.
cleanupOutdatedCaches();

/**
 * Paths under the scope that are not screens of the app: the API, media, the staff desk (when the
 * app sits at /), and the downloaded files. With the app at `/`, these share its scope.
 */
const NOT_SCREENS = [/^\/spa\//, /^\/v\//, /^\/staff(?:\/|$)/, new RegExp(`/${OFFLINE_SEGMENT}/`)];
registerRoute(new NavigationRoute(createHandlerBoundToURL('index.html'), { denylist: NOT_SCREENS }));

/**
 * A downloaded file, from the downloads cache; a Range request gets its 206 slice (or 416). A file
 * that is not there answers 404: the address exists only for stored files, and the network has nothing
 * under it.
 */
async function downloadedFile(request: Request): Promise<Response> {
  const cache = await caches.open(DOWNLOADS_CACHE);
  // The plain address only: a paused file's parts are entries of the same path with a query
  // (downloads/web-store.ts), never served as the file.
  const url = new URL(request.url);
  const stored = await cache.match(`${url.origin}${url.pathname}`, { ignoreVary: true });
  if (!stored) return new Response(null, { status: 404, statusText: 'Not downloaded' });
  return request.headers.has('range') ? createPartialResponse(request, stored) : stored;
}

registerRoute(
  ({ url, request }) => request.method === 'GET' && url.href.startsWith(`${scope()}${OFFLINE_SEGMENT}/`),
  ({ request }) => downloadedFile(request),
);

// The update prompt (app/pwa) asks the waiting worker to take over once the learner accepts it.
self.addEventListener('message', (event) => {
  if (isSkipWaiting(event.data)) void self.skipWaiting();
});

// The first worker controls the open page at once, so the page that installed it works offline
// too. A later worker waits for the learner (above); claiming then affects nobody new.
self.addEventListener('activate', (event) => {
  event.waitUntil(self.clients.claim());
});

registerPushHandlers(self);
