import { Workbox } from 'workbox-window';
import { nextUpdateState, type UpdateEvent, type UpdateState, updateEffect } from './update-state';

export interface AppWorker {
  update(): void;
  later(): void;
}

/**
 * Registers the app's service worker (sw.ts, decision 066) and follows its updates: loaded lazily
 * once the page is idle (use-app-update.ts), so no screen waits for it. The worker's URL and scope
 * are those Web Push registers too (lib/push/web-push.ts): one worker for both.
 */
export function startAppWorker(
  url: string,
  scope: string,
  onState: (state: UpdateState) => void,
  reload: () => void = () => window.location.reload(),
): AppWorker {
  const workbox = new Workbox(url, { scope });
  let state: UpdateState = 'current';
  const dispatch = (event: UpdateEvent) => {
    const effect = updateEffect(state, event);
    state = nextUpdateState(state, event);
    onState(state);
    if (effect === 'reload') reload();
  };
  // Also fired at start for a worker that was already waiting (an update seen on an earlier visit).
  workbox.addEventListener('waiting', () => dispatch('waiting'));
  workbox.addEventListener('controlling', () => dispatch('controlling'));
  void workbox.register().catch(() => {
    // No worker (private mode, blocked by policy): the app works online as before.
  });
  return {
    update() {
      dispatch('update');
      // Posts `{type: 'SKIP_WAITING'}` to the waiting worker (pwa-messages.ts; sw.ts listens).
      workbox.messageSkipWaiting();
    },
    later: () => dispatch('later'),
  };
}
