import type { RouteName } from './route-names';

/**
 * Back-navigation history (spec 01 §2): routes are grouped; the history keeps the last
 * entry per route and never pushes a duplicate of its newest entry; going back returns to
 * the previous entry of the current screen's group, else to the group's fallback.
 */
export type RouteGroup = 'course' | 'chat' | 'task' | 'catalog' | 'profile';

const GROUPS: Record<RouteGroup, readonly RouteName[]> = {
  course: ['courses', 'calendar', 'day', 'materials', 'renewal'],
  chat: ['chat', 'chats'],
  task: ['task', 'tasks'],
  catalog: ['catalog', 'order'],
  profile: [
    'user',
    'userEdit',
    'userSettings',
    'userSetting',
    'userPassword',
    'settingsNotifications',
    'settingsReminders',
    'settingsReminderNew',
    'settingsReminderUpdate',
    'socialNetworks',
    'points',
    'points-history',
    'stats',
    'referralUsers',
    'subscriptions',
    'subscription',
    'downloads',
  ],
};

/**
 * Where back goes when the group has no earlier entry (spec 01 §2 fallbacks). The spec names
 * /courses, /chats and /tasks; the screens are /course, /chat and /homework (spec 02 §2), so back
 * goes there at once, and the spec's paths redirect to them (app/router) for a client that uses them.
 */
export const GROUP_FALLBACK: Record<RouteGroup, string> = {
  course: '/course',
  chat: '/chat',
  task: '/homework',
  catalog: '/catalog',
  profile: '/user',
};

export interface HistoryEntry {
  name: RouteName;
  path: string;
}

export function groupOf(name: RouteName): RouteGroup | null {
  for (const [group, names] of Object.entries(GROUPS) as [RouteGroup, readonly RouteName[]][]) {
    if (names.includes(name)) return group;
  }
  return null;
}

/** The history after visiting `entry`: one entry per route, the newest last. */
export function visit(history: readonly HistoryEntry[], entry: HistoryEntry): HistoryEntry[] {
  const newest = history.at(-1);
  if (newest && newest.path === entry.path) return [...history];
  return [...history.filter((item) => item.name !== entry.name), entry];
}

/** The history after going back from its newest entry to `entry` (a back navigation). */
export function wentBack(history: readonly HistoryEntry[], entry: HistoryEntry): HistoryEntry[] {
  const index = history.map((item) => item.path).lastIndexOf(entry.path);
  // Back to a screen the history no longer holds (a fallback): start again from it.
  if (index === -1) return visit(history.slice(0, -1), entry);
  return history.slice(0, index + 1);
}

/**
 * Where "back" leads from the current screen: the newest earlier entry of its group, else
 * the group's fallback; null when the screen has no group or is its group's root.
 */
export function backTarget(history: readonly HistoryEntry[], current: HistoryEntry): string | null {
  const group = groupOf(current.name);
  if (!group) return null;
  const names = GROUPS[group];
  for (let i = history.length - 1; i >= 0; i -= 1) {
    const item = history[i];
    if (item && item.path !== current.path && names.includes(item.name)) return item.path;
  }
  const fallback = GROUP_FALLBACK[group];
  return fallback === current.path ? null : fallback;
}
