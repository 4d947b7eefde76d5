import type { RouteObject } from 'react-router';
import { lazyScreen } from './lazy-screen';

/**
 * The purchase screens (issue 11): the catalogue and its order page, a stream's renewal, and
 * the payment subscriptions of spec 02 §2. Each its own lazy chunk; all share the `payments`
 * texts.
 */
export function paymentsRoutes(): RouteObject[] {
  return [
    {
      // spec 02 §2 names `catalog` without a path: `/catalog` (docs/spec-gaps.md).
      path: 'catalog',
      element: lazyScreen(() => import('../../features/catalog/routes/catalog-route'), ['payments']),
    },
    {
      // Where a payment page returns the learner (not in the spec: docs/spec-gaps.md).
      path: 'orders/:id',
      element: lazyScreen(() => import('../../features/catalog/routes/order-route'), ['payments']),
    },
    {
      // spec 02 §4 "Extending a course" (no route in the spec: docs/spec-gaps.md).
      path: 'course/:streamId/renew',
      element: lazyScreen(() => import('../../features/renewal/routes/renewal-route'), ['payments']),
    },
    {
      path: 'user/subscriptions',
      element: lazyScreen(
        () => import('../../features/subscriptions/routes/subscriptions-route'),
        ['payments'],
      ),
    },
    {
      path: 'user/subscription/:id',
      element: lazyScreen(
        () => import('../../features/subscriptions/routes/subscription-route'),
        ['payments'],
      ),
    },
  ];
}
