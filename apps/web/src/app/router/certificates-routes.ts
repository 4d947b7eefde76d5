import type { RouteObject } from 'react-router';
import { lazyScreen } from './lazy-screen';

/**
 * Certificates of completion (issue 32, decision 144): the verification address
 * `/certificates/{code}` (CERTIFICATE_VERIFY_PATH), open to anyone with the plain layout, and the
 * course screen's certificate panel, a pathless route around the calendar's index child.
 */
export const certificatesRoutes = {
  openScreens: (): RouteObject[] => [
    {
      path: 'certificates/:code',
      element: lazyScreen(() => import('../../features/certificates/routes/verify-route'), ['certificates']),
    },
  ],
  coursePanel: (children: RouteObject[]): RouteObject => ({
    element: lazyScreen(
      () => import('../../features/certificates/routes/certificate-panel-route'),
      ['certificates'],
    ),
    children,
  }),
};
