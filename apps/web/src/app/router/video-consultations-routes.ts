import type { RouteObject } from 'react-router';
import { lazyScreen } from './lazy-screen';

/** spec 02 §2 videoconsultations and videoconsultation: one lazy chunk each, with their texts. */
export function videoConsultationsRoutes(): RouteObject[] {
  const namespaces = ['videoconsultations', 'learning'] as const;
  return [
    {
      path: 'videoconsultations',
      element: lazyScreen(
        () => import('../../features/video-consultations/routes/videoconsultations-route'),
        namespaces,
      ),
    },
    {
      path: 'videoconsultations/:id',
      element: lazyScreen(
        () => import('../../features/video-consultations/routes/videoconsultation-route'),
        namespaces,
      ),
    },
  ];
}
