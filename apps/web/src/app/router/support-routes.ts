import type { RouteObject } from 'react-router';
import { lazyScreen } from './lazy-screen';

/** The account area's signed-in screens of spec 01 §2: support centre, banner catalogue and community. Each its own lazy chunk. */
export function supportRoutes(): RouteObject[] {
  return [
    {
      // `/support`, `/support/{categoryId}`, `/support/{categoryId}/{streamId}`: one screen, so the
      // request being typed survives picking a topic or a course.
      path: 'support/:categoryId?/:streamId?',
      element: lazyScreen(() => import('../../features/support/routes/support-route'), ['support']),
    },
    {
      path: 'banners',
      element: lazyScreen(() => import('../../features/banners/routes/banners-route'), ['banners']),
    },
    {
      // The community screen (spec 01 §2 names it, not its path: spec-gaps).
      path: 'community',
      element: lazyScreen(() => import('../../features/community/routes/community-route'), ['community']),
    },
  ];
}
