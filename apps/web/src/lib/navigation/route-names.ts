import { matchPath } from 'react-router';

/**
 * The spec's route names (spec 01 §2, spec 02 §2) by path, for the back-navigation history
 * and the menus' active states. Chat and homework follow spec 02 §2 (`/chat`, `/chat/{chatId}`,
 * `/homework`, `/homework/{streamId}/{homeworkId}`); the catalogue's is `/catalog` (spec-gaps).
 */
const ROUTE_PATTERNS = [
  ['courses', '/course'],
  ['calendar', '/course/:streamId/calendar'],
  ['day', '/course/:streamId/calendar/:dayNumber'],
  ['materials', '/course/:streamId/materials'],
  ['chats', '/chat'],
  ['chat', '/chat/:chatId'],
  // spec 02 §2 homeworks `/homework`, homework `/homework/{streamId}/{homeworkId}` (decision 059).
  ['tasks', '/homework'],
  ['task', '/homework/:streamId/:homeworkId'],
  ['user', '/user'],
  ['userEdit', '/user/edit'],
  ['userSettings', '/user/settings'],
  ['userSetting', '/user/setting'],
  ['userPassword', '/user/settings/password'],
  ['settingsNotifications', '/user/settings/notifications'],
  ['settingsReminders', '/user/settings/reminders'],
  ['settingsReminderNew', '/user/settings/reminders/new'],
  ['settingsReminderUpdate', '/user/settings/reminders/:id'],
  ['socialNetworks', '/user/social-networks'],
  ['points', '/user/points'],
  ['points-history', '/user/points/history'],
  // spec 01 §2 "stats" (path not shown: docs/spec-gaps.md, decision 089).
  ['stats', '/user/stats'],
  // spec 01 §2 "referral users" (path not shown: docs/spec-gaps.md, decision 092).
  ['referralUsers', '/user/referral'],
  ['support', '/support'],
  ['support', '/support/:categoryId'],
  ['support', '/support/:categoryId/:streamId'],
  ['banners', '/banners'],
  ['community', '/community'],
  // spec 02 §2 catalog, subscriptions, subscription; the order page and the renewal are not in
  // the spec (docs/spec-gaps.md).
  ['catalog', '/catalog'],
  ['order', '/orders/:id'],
  ['renewal', '/course/:streamId/renew'],
  ['subscriptions', '/user/subscriptions'],
  ['subscription', '/user/subscription/:id'],
  // "Downloads and video management" (spec 02 §2 gives no path: decision 069).
  ['downloads', '/downloads'],
] as const;

export type RouteName = (typeof ROUTE_PATTERNS)[number][0];

/** The route name of a path inside the router base, or null for screens without one. */
export function routeName(path: string): RouteName | null {
  for (const [name, pattern] of ROUTE_PATTERNS) {
    if (matchPath(pattern, path)) return name;
  }
  return null;
}
