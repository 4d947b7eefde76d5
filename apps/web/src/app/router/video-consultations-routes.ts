import type { RouteObject } from 'react-router';
import { lazyRoute } from './lazy-route';

/** spec 02 §2 videoconsultations and videoconsultation: one lazy chunk each, with their texts. */
export function videoConsultationsRoutes(): RouteObject[] {
  const namespaces = ['videoconsultations', 'learning'] as const;
  return [
    {
      path: 'videoconsultations',
      lazy: lazyRoute(
        () => import('../../features/video-consultations/routes/videoconsultations-route'),
        namespaces,
      ),
    },
    {
      path: 'videoconsultations/:id',
      lazy: lazyRoute(
        () => import('../../features/video-consultations/routes/videoconsultation-route'),
        namespaces,
      ),
    },
  ];
}
