/*
 * The service worker's Web Push part (sw.ts; decisions 031, 056, 058): shows the reminders and the
 * expert's answers the server sends, and opens the app when one is clicked. Written against the
 * few members of the worker's scope it uses, so a test runs it against a stand-in scope and the
 * app's type check (DOM types) reads it as well as the worker's (WebWorker types).
 */

/** What a push carries: `PushMessageData`'s readers. */
interface PushData {
  json(): unknown;
  text(): string;
}

interface AppWindow {
  url: string;
  visibilityState: string;
  focus(): Promise<AppWindow>;
  navigate(url: string): Promise<AppWindow | null>;
}

interface Extendable {
  waitUntil(promise: Promise<unknown>): void;
}

type PushEventLike = Extendable & { data: PushData | null };
type ClickEventLike = Extendable & { notification: { data?: { url?: unknown } | null; close(): void } };

/** `renotify` is in the Notifications standard but not yet in TypeScript's DOM types. */
type ShownNotification = NotificationOptions & { renotify?: boolean };

/** The members of `ServiceWorkerGlobalScope` the push handlers use. */
export interface PushScope {
  registration: {
    scope: string;
    showNotification(title: string, options?: NotificationOptions): Promise<void>;
  };
  clients: {
    matchAll(options: { type: 'window'; includeUncontrolled: boolean }): Promise<readonly AppWindow[]>;
    openWindow(url: string): Promise<unknown>;
  };
  addEventListener(type: 'push', listener: (event: PushEventLike) => void): void;
  addEventListener(type: 'notificationclick', listener: (event: ClickEventLike) => void): void;
}

/**
 * The payload the server sends (contract push.ts): `{type: 'reminder', title, body, time}` or
 * `{type: 'chat_message', title, body, url, chat_id, message_id}` or
 * `{type: 'homework_review', title, body, url, user_homework_id, status}` or
 * `{type: 'video_consultation_reminder', title, body, url, tag, video_consultation_id,
 * start_date_time}` (a `tag`, where one is given, names the notification). A homework's verdict
 * is shown even while the app is on screen: the learner may be on another screen than the
 * homework's, and the verdict is what they waited for (decision 058).
 */
type PushPayload = Record<string, unknown>;

function readPayload(data: PushData | null): PushPayload {
  if (!data) return {};
  try {
    const parsed: unknown = data.json();
    return parsed && typeof parsed === 'object' ? (parsed as PushPayload) : {};
  } catch {
    // Not JSON: show the text as it came.
    return { body: data.text() };
  }
}

export function registerPushHandlers(self: PushScope): void {
  const scope = () => self.registration.scope;

  /** Where a click leads: the payload's address when it is inside the app, else the app's start. */
  function targetUrl(url: unknown): string {
    if (typeof url !== 'string' || !url) return scope();
    try {
      const resolved = new URL(url, scope()).href;
      return resolved.startsWith(scope()) ? resolved : scope();
    } catch {
      return scope();
    }
  }

  function notificationOf(payload: PushPayload): { title: string; options: ShownNotification } {
    const text = (value: unknown) => (typeof value === 'string' ? value : '');
    const title = text(payload.title) || new URL(scope()).host;
    const options: ShownNotification = { body: text(payload.body), data: { url: targetUrl(payload.url) } };
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
    // A tag the server named (a video consultation's: decision 142): a later push of the same
    // subject, the reminder of a new time, replaces the one shown, and alerts again.
    if (text(payload.tag)) {
      options.tag = text(payload.tag);
      options.renotify = true;
    }
    return { title, options };
  }

  /** Whether a window of the app is on screen, where the live chat already shows the answer. */
  async function appVisible(): Promise<boolean> {
    const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
    return windows.some((client) => client.url.startsWith(scope()) && client.visibilityState === 'visible');
  }

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
    event.waitUntil(
      self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then(async (windows) => {
        const open = windows.find((client) => client.url.startsWith(scope()));
        if (!open) return self.clients.openWindow(url);
        const focused = await open.focus();
        // The app's start needs no navigation: an open window already shows the app.
        if (url === scope() || focused.url === url) return focused;
        return focused.navigate(url).catch(() => focused);
      }),
    );
  });
}
