import { SKIP_WAITING } from './pwa-messages';
import { nextUpdateState, type UpdateEvent, type UpdateState, updateEffect } from './update-state';

export interface AppWorker {
  update(): void;
  later(): void;
}

/**
 * Registers the app's service worker (sw.ts, decision 066) and follows its updates: loaded lazily
 * once the page is idle (use-app-update.ts), so no screen waits for it. The worker's URL and scope
 * are those Web Push registers too (lib/push/web-push.ts): one worker for both.
 *
 * The browser's own registration API, not workbox-window: the two events the update prompt needs
 * are a few lines of it, and workbox-window cost every first visit 3.4 KB gzip before the network
 * was idle (issue 30, decision 138).
 */
export function startAppWorker(
  url: string,
  scope: string,
  onState: (state: UpdateState) => void,
  reload: () => void = () => window.location.reload(),
  container: ServiceWorkerContainer = navigator.serviceWorker,
): AppWorker {
  let state: UpdateState = 'current';
  let registration: ServiceWorkerRegistration | null = null;
  const dispatch = (event: UpdateEvent) => {
    const effect = updateEffect(state, event);
    state = nextUpdateState(state, event);
    onState(state);
    if (effect === 'reload') reload();
  };
  // A new worker waits only behind an active one; the first install activates at once.
  const noteWaiting = (found: ServiceWorkerRegistration) => {
    if (found.waiting && found.active) dispatch('waiting');
  };
  // Another worker took control: the first install claiming the page, or the update asked for.
  container.addEventListener('controllerchange', () => dispatch('controlling'));
  container.register(url, { scope }).then(
    (found: ServiceWorkerRegistration | undefined) => {
      // A browser that blocks workers may answer with nothing at all (as Playwright's block does).
      if (!found) return;
      registration = found;
      // A worker that was already waiting (an update seen on an earlier visit).
      noteWaiting(found);
      found.addEventListener('updatefound', () => {
        const installing = found.installing;
        installing?.addEventListener('statechange', () => {
          if (installing.state === 'installed') noteWaiting(found);
        });
      });
    },
    () => {
      // No worker (private mode, blocked by policy): the app works online as before.
    },
  );
  return {
    update() {
      dispatch('update');
      // The waiting worker takes over when told (pwa-messages.ts; sw.ts listens).
      registration?.waiting?.postMessage(SKIP_WAITING);
    },
    later: () => dispatch('later'),
  };
}
