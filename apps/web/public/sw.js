/*
 * The learner app's service worker: shows the reminders (decision 031) and the expert's
 * answers (decision 056) the server sends by Web Push, and opens the app when one is clicked. Served from the router base
 * (/class/sw.js), so its scope is the whole app. It caches nothing: offline files are the
 * mobile shell's business, and a stale app from a worker cache would outlive releases.
 */

/**
 * The payload the server sends (contract push.ts): `{type: 'reminder', title, body, time}` or
 * `{type: 'chat_message', title, body, url, chat_id, message_id}` or
 * `{type: 'homework_review', title, body, url, user_homework_id, status}`. A homework's verdict
 * is shown even while the app is on screen: the learner may be on another screen than the
 * homework's, and the verdict is what they waited for (decision 058).
 */
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
  // One notification per chat: a newer answer replaces the older one, and alerts again.
  if (payload.type === 'chat_message' && Number.isInteger(payload.chat_id)) {
    options.tag = `chat-${payload.chat_id}`;
    options.renotify = true;
  }
  // One notification per homework: a later verdict replaces the earlier one.
  if (payload.type === 'homework_review' && Number.isInteger(payload.user_homework_id)) {
    options.tag = `homework-${payload.user_homework_id}`;
    options.renotify = true;
  }
  return { title, options };
}

/** Whether a window of the app is on screen, where the live chat already shows the answer. */
async function appVisible() {
  const scope = self.registration.scope;
  const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  return windows.some((client) => client.url.startsWith(scope) && client.visibilityState === 'visible');
}

self.addEventListener('install', () => {
  self.skipWaiting();
});

self.addEventListener('activate', (event) => {
  event.waitUntil(self.clients.claim());
});

self.addEventListener('push', (event) => {
  const payload = readPayload(event.data);
  const { title, options } = notificationOf(payload);
  event.waitUntil(
    (async () => {
      // Issue 9: the expert's answer is for a learner whose app is closed (decision 056). With a
      // window of the app on screen a notification is not required (userVisibleOnly).
      if (payload.type === 'chat_message' && (await appVisible())) return;
      // userVisibleOnly: otherwise every push must show a notification.
      await self.registration.showNotification(title, options);
    })(),
  );
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
