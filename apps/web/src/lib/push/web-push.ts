import { PUSH_ROUTES } from '@cp/contract';
import { apiPost } from '../api/api-client';
import { clearOnLogout } from '../auth/logout';
import { APP_TYPE } from '../env/app-env';

/**
 * Web Push in this browser (decision 031): the service worker (src/sw.ts) shows what
 * the server sends; the subscription goes to `POST /push/subscribe`.
 *
 * - `unsupported`: no service worker, Push API or notifications here (or the mobile shell,
 *   or the school publishes no VAPID key);
 * - `denied`: the learner blocked notifications for the site;
 * - `prompt`: not asked yet;
 * - `granted`: allowed, but this browser is not subscribed;
 * - `subscribed`: reminders come to this browser.
 */
export type PushState = 'unsupported' | 'denied' | 'prompt' | 'granted' | 'subscribed';

/** The worker sits at the router base, so its scope is the whole app (apps/api serves WEB_DIST there). */
const BASE = import.meta.env.BASE_URL;
export const WORKER_URL = `${BASE}sw.js`;

export function pushSupported(vapidPublicKey: string | null): vapidPublicKey is string {
  if (APP_TYPE !== 'web' || !vapidPublicKey || !window.isSecureContext) return false;
  return 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window;
}

/** A VAPID public key (base64url, RFC 8292) as the bytes `pushManager.subscribe` takes. */
export function applicationServerKey(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/');
  const binary = window.atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
  const bytes = new Uint8Array(new ArrayBuffer(binary.length));
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

function sameKey(current: ArrayBuffer | null, wanted: Uint8Array): boolean {
  if (!current) return false;
  const bytes = new Uint8Array(current);
  return bytes.length === wanted.length && bytes.every((byte, i) => byte === wanted[i]);
}

export function registerWorker(): Promise<ServiceWorkerRegistration> {
  return navigator.serviceWorker.register(WORKER_URL, { scope: BASE });
}

async function currentSubscription(): Promise<PushSubscription | null> {
  const registration = await navigator.serviceWorker.getRegistration(BASE);
  return (await registration?.pushManager.getSubscription()) ?? null;
}

/** Where this browser stands; registers the worker, so that allowing later is one step. */
export async function readPushState(vapidPublicKey: string | null): Promise<PushState> {
  if (!pushSupported(vapidPublicKey)) return 'unsupported';
  if (Notification.permission === 'denied') return 'denied';
  await registerWorker();
  if (Notification.permission !== 'granted') return 'prompt';
  return (await currentSubscription()) ? 'subscribed' : 'granted';
}

/**
 * Asks for permission (only ever from a click: browsers refuse or penalise unprompted
 * requests), subscribes with the school's VAPID key and stores the subscription on the
 * server. A subscription the server refused is dropped again, so the browser never
 * believes in reminders that will not come.
 */
export async function enablePush(vapidPublicKey: string): Promise<PushState> {
  if (Notification.permission !== 'granted') {
    const permission = await Notification.requestPermission();
    if (permission !== 'granted') return permission === 'denied' ? 'denied' : 'prompt';
  }
  await registerWorker();
  const registration = await navigator.serviceWorker.ready;
  const key = applicationServerKey(vapidPublicKey);
  let subscription = await registration.pushManager.getSubscription();
  // The school's keys changed: the old subscription cannot receive its pushes.
  if (subscription && !sameKey(subscription.options.applicationServerKey, key)) {
    await subscription.unsubscribe();
    subscription = null;
  }
  const created = !subscription;
  subscription ??= await registration.pushManager.subscribe({
    userVisibleOnly: true,
    applicationServerKey: key,
  });
  try {
    await apiPost<null>(PUSH_ROUTES.subscribe, { body: subscription.toJSON() });
  } catch (error) {
    if (created) await subscription.unsubscribe().catch(() => undefined);
    throw error;
  }
  return 'subscribed';
}

/** Stops reminders to this browser: the server forgets it first, then the browser. */
export async function disablePush(): Promise<PushState> {
  const subscription = await currentSubscription();
  if (subscription) {
    await apiPost<null>(PUSH_ROUTES.unsubscribe, { body: { endpoint: subscription.endpoint } });
    await subscription.unsubscribe();
  }
  return 'granted';
}

let synced = false;

/**
 * spec 01 §4 "an external user id is set after login": a browser that is already
 * subscribed is stored again for whoever is signed in now, once per page load.
 */
export async function syncPushSubscription(vapidPublicKey: string | null): Promise<void> {
  if (synced || !pushSupported(vapidPublicKey) || Notification.permission !== 'granted') return;
  synced = true;
  try {
    const subscription = await currentSubscription();
    if (subscription) await apiPost<null>(PUSH_ROUTES.subscribe, { body: subscription.toJSON() });
  } catch {
    // The reminders screen shows the state and offers to try again.
  }
}

/**
 * spec 01 §4 "logout ... unregisters the external push id": the browser drops its
 * subscription, so the next person here gets nothing meant for this learner; the server
 * forgets it at the next send (the push service answers 410). The token is already gone,
 * so the server cannot be told now.
 */
function forgetOnLogout(): void {
  synced = false;
  if (!('serviceWorker' in navigator)) return;
  void currentSubscription()
    .then((subscription) => subscription?.unsubscribe())
    .catch(() => undefined);
}

clearOnLogout(forgetOnLogout);
