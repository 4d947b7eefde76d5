import type { RouteObject } from 'react-router';
import { lazyScreen } from './lazy-screen';

/**
 * "Downloads and video management for offline use" (spec 02 §2 gives no path: `/downloads`,
 * decision 069): its own lazy chunk, with the download engine, and its texts.
 */
export function downloadsRoutes(): RouteObject[] {
  return [
    {
      path: 'downloads',
      element: lazyScreen(() => import('../../features/downloads/routes/downloads-route'), ['downloads']),
    },
  ];
}
