import type { RouteObject } from 'react-router';
import { HOMEWORKS_PATH } from '../../lib/navigation/homework-paths';
import { lazyScreen } from './lazy-screen';
import { redirectRoute } from './redirect';

/**
 * The homework screens of spec 02 §2: homeworks `/homework` and homework
 * `/homework/{streamId}/{homeworkId}` (the learner's homework status id, decision 059), each
 * its own lazy chunk.
 */
export function homeworkRoutes(): RouteObject[] {
  return [
    // spec 01 §2, spec 02 §2: `/tasks` is the task group's back fallback; the list is `/homework`.
    redirectRoute('tasks', HOMEWORKS_PATH),
    {
      path: 'homework',
      element: lazyScreen(() => import('../../features/homework/routes/homeworks-route'), ['homework']),
    },
    {
      path: 'homework/:streamId/:homeworkId',
      element: lazyScreen(() => import('../../features/homework/routes/homework-route'), ['homework']),
    },
  ];
}
