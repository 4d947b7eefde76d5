import type { Params, RouteObject } from 'react-router';
import { certificatesRoutes } from './certificates-routes';
import { lazyScreen } from './lazy-screen';
import { redirectRoute } from './redirect';

/** Inline rather than lazy: a lazy module would cost the entry chunk more than these few bytes. */
const toCalendar = (params: Params) => `/course/${params.streamId}/calendar`;

/**
 * The learning area's screens (spec 02 §2), each screen group its own lazy
 * chunk: courses, calendar (with the courseFreeze panel as its index child),
 * day, materials. Nothing of the learning area is downloaded on the sign-in
 * route (decision 005); the old day path needs the course, so its redirect is
 * lazy as well.
 */
export function learningRoutes(): RouteObject[] {
  return [
    {
      path: 'course',
      element: lazyScreen(
        () => import('../../features/courses/routes/courses-route'),
        ['courses', 'learning'],
      ),
    },
    // spec 01 §2, spec 02 §2: `/courses` is the course group's back fallback; the screen is `/course`.
    redirectRoute('courses', '/course'),
    // spec 02 §2: the calendar without a stream id goes to courses.
    redirectRoute('course/calendar', '/course'),
    {
      path: 'course/:streamId/calendar',
      element: lazyScreen(
        () => import('../../features/calendar/routes/calendar-route'),
        ['calendar', 'courses', 'learning', 'homework'],
      ),
      children: [
        certificatesRoutes.coursePanel([
          {
            index: true,
            element: lazyScreen(() => import('../../features/freeze/routes/freeze-panel-route'), ['freeze']),
          },
        ]),
      ],
    },
    {
      path: 'course/:streamId/calendar/:dayNumber',
      element: lazyScreen(() => import('../../features/day/routes/day-route'), ['day', 'learning', 'player']),
    },
    // spec 02 §2: /stages and /freeze (courseFreeze) redirect to the calendar.
    redirectRoute('course/:streamId/stages', toCalendar),
    redirectRoute('course/:streamId/freeze', toCalendar),
    {
      path: 'course/:streamId/stages/:stageId/days/:dayId',
      element: lazyScreen(() => import('../../features/day/routes/legacy-day-redirect')),
    },
    {
      path: 'course/:streamId/materials',
      element: lazyScreen(
        () => import('../../features/materials/routes/materials-route'),
        ['materials', 'learning'],
      ),
    },
  ];
}
