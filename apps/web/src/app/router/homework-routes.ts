import type { RouteObject } from 'react-router';
import { lazyRoute } from './lazy-route';

/**
 * The homework screens of spec 02 §2: homeworks `/homework` and homework
 * `/homework/{streamId}/{homeworkId}` (the learner's homework status id, decision 059), each
 * its own lazy chunk.
 */
export function homeworkRoutes(): RouteObject[] {
  return [
    {
      path: 'homework',
      lazy: lazyRoute(() => import('../../features/homework/routes/homeworks-route'), ['homework']),
    },
    {
      path: 'homework/:streamId/:homeworkId',
      lazy: lazyRoute(() => import('../../features/homework/routes/homework-route'), ['homework']),
    },
  ];
}
