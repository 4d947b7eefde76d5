import { type RouteObject, redirect } from 'react-router';
import { HOMEWORKS_PATH } from '../../lib/navigation/homework-paths';
import { lazyRoute } from './lazy-route';

/**
 * The homework screens of spec 02 §2: homeworks `/homework` and homework
 * `/homework/{streamId}/{homeworkId}` (the learner's homework status id, decision 059), each
 * its own lazy chunk.
 */
export function homeworkRoutes(): RouteObject[] {
  return [
    // spec 01 §2, spec 02 §2: `/tasks` is the task group's back fallback; the list is `/homework`.
    { path: 'tasks', loader: () => redirect(HOMEWORKS_PATH) },
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
