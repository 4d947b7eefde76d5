/*
 * The learner app's service worker: shows the reminders the server sends by Web Push
 * (decision 031) and opens the app when one is clicked. Served from the router base
 * (/class/sw.js), so its scope is the whole app. It caches nothing: offline files are the
 * mobile shell's business, and a stale app from a worker cache would outlive releases.
 */

/** The payload the server sends: `{type: 'reminder', title, body, time}` (contract push.ts). */
function readPayload(data) {
  if (!data) return {};
  try {
    const parsed = data.json();
    return parsed && typeof parsed === 'object' ? parsed : {};
  } catch {
    // Not JSON: show the text as it came.
    return { body: data.text() };
  }
}

/** Where a click leads: the payload's address when it is inside the app, else the app's start. */
function targetUrl(url) {
  const scope = self.registration.scope;
  if (typeof url !== 'string' || !url) return scope;
  try {
    const resolved = new URL(url, scope).href;
    return resolved.startsWith(scope) ? resolved : scope;
  } catch {
    return scope;
  }
}

function notificationOf(payload) {
  const text = (value) => (typeof value === 'string' ? value : '');
  const title = text(payload.title) || new URL(self.registration.scope).host;
  const options = { body: text(payload.body), data: { url: targetUrl(payload.url) } };
  // One notification per reminder time: a repeated delivery replaces it rather than piling up.
  if (payload.type === 'reminder' && text(payload.time)) options.tag = `reminder-${payload.time}`;
  return { title, options };
}

self.addEventListener('install', () => {
  self.skipWaiting();
});

self.addEventListener('activate', (event) => {
  event.waitUntil(self.clients.claim());
});

self.addEventListener('push', (event) => {
  const { title, options } = notificationOf(readPayload(event.data));
  // userVisibleOnly: every push must show a notification.
  event.waitUntil(self.registration.showNotification(title, options));
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const url = targetUrl(event.notification.data?.url);
  const scope = self.registration.scope;
  event.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then(async (windows) => {
      const open = windows.find((client) => client.url.startsWith(scope));
      if (!open) return self.clients.openWindow(url);
      const focused = await open.focus();
      // The app's start needs no navigation: an open window already shows the app.
      if (url === scope || focused.url === url) return focused;
      return focused.navigate(url).catch(() => focused);
    }),
  );
});
