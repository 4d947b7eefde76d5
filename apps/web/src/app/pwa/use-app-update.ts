import { useEffect, useState } from 'react';
import { APP_TYPE } from '../../lib/env/app-env';
import { whenIdle } from '../../lib/env/when-idle';
import type { AppWorker } from './app-worker';
import type { UpdateState } from './update-state';

/** The worker sits at the router base, so its scope is the whole app (decision 066). */
const BASE = import.meta.env.BASE_URL;
const WORKER_URL = `${BASE}sw.js`;

export interface AppUpdate {
  state: UpdateState;
  update(): void;
  later(): void;
}

/**
 * The installable app (decision 066): registers the service worker once per start, in the web
 * build only (the mobile shell's files are on the device already; the dev server builds no
 * worker), and says when a new release waits. The registration code loads lazily, so no route
 * pays for it up front (ARCHITECTURE §7).
 */
export function useAppUpdate(): AppUpdate | null {
  const [worker, setWorker] = useState<AppWorker | null>(null);
  const [state, setState] = useState<UpdateState>('current');
  useEffect(() => {
    if (APP_TYPE !== 'web' || !import.meta.env.PROD || !('serviceWorker' in navigator)) return;
    // After the page loaded and the browser is idle: the worker's install downloads the whole shell.
    return whenIdle(() => {
      void import('./app-worker').then(
        ({ startAppWorker }) => setWorker(startAppWorker(WORKER_URL, BASE, setState)),
        () => undefined,
      );
    });
  }, []);
  return worker ? { state, update: worker.update, later: worker.later } : null;
}
