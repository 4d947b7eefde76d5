import type { RouteObject } from 'react-router';

/** The account area's signed-in screens of spec 01 §2: reminders (settingsReminders*) and points (points, points-history). Each its own lazy chunk. */
export function remindersPointsRoutes(): RouteObject[] {
  return [];
}
