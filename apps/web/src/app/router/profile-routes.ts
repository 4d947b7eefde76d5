import type { RouteObject } from 'react-router';

/** The account area's signed-in screens of spec 01 §2: profile and settings (spec 01 §2 user, userEdit, userSettings, userSetting, userPassword, settingsNotifications). Each its own lazy chunk. */
export function profileRoutes(): RouteObject[] {
  return [];
}
