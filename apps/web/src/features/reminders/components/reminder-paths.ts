/** The reminders screens (spec 01 §2 settingsReminders, settingsReminderNew, settingsReminderUpdate). */
export const REMINDER_PATHS = {
  list: '/user/settings/reminders',
  create: '/user/settings/reminders/new',
  entry: (id: string) => `/user/settings/reminders/${encodeURIComponent(id)}`,
  /** spec 01 §2 settingsNotifications: the account-wide switch (`disable_notification`). */
  notifications: '/user/settings/notifications',
} as const;

/** What the list says after a form went back to it (router state). */
export type ReminderOutcome = 'created' | 'updated' | 'deleted';
