import { type LoaderFunctionArgs, type RouteObject, redirect } from 'react-router';
import { certificatesRoutes } from './certificates-routes';
import { lazyRoute } from './lazy-route';

/** Inline rather than lazy: a lazy module would cost the entry chunk more than these few bytes. */
const toCalendar = ({ params }: LoaderFunctionArgs) => redirect(`/course/${params.streamId}/calendar`);

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
      lazy: lazyRoute(() => import('../../features/courses/routes/courses-route'), ['courses', 'learning']),
    },
    // spec 01 §2, spec 02 §2: `/courses` is the course group's back fallback; the screen is `/course`.
    { path: 'courses', loader: () => redirect('/course') },
    // spec 02 §2: the calendar without a stream id goes to courses.
    { path: 'course/calendar', loader: () => redirect('/course') },
    {
      path: 'course/:streamId/calendar',
      lazy: lazyRoute(
        () => import('../../features/calendar/routes/calendar-route'),
        ['calendar', 'courses', 'learning', 'homework'],
      ),
      children: [
        certificatesRoutes.coursePanel([
          {
            index: true,
            lazy: lazyRoute(() => import('../../features/freeze/routes/freeze-panel-route'), ['freeze']),
          },
        ]),
      ],
    },
    {
      path: 'course/:streamId/calendar/:dayNumber',
      lazy: lazyRoute(() => import('../../features/day/routes/day-route'), ['day', 'learning', 'player']),
    },
    // spec 02 §2: /stages and /freeze (courseFreeze) redirect to the calendar.
    { path: 'course/:streamId/stages', loader: toCalendar },
    { path: 'course/:streamId/freeze', loader: toCalendar },
    {
      path: 'course/:streamId/stages/:stageId/days/:dayId',
      lazy: lazyRoute(() => import('../../features/day/routes/legacy-day-redirect')),
    },
    {
      path: 'course/:streamId/materials',
      lazy: lazyRoute(
        () => import('../../features/materials/routes/materials-route'),
        ['materials', 'learning'],
      ),
    },
  ];
}
