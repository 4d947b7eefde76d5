/**
 * spec 01 §2 paths the settings menu links to, inside the router base. Some screens
 * belong to other areas (support, points, reminders, social networks): linked by path.
 */
export const SETTINGS_PATHS = {
  support: '/support',
  editProfile: '/user/edit',
  password: '/user/settings/password',
  notifications: '/user/settings/notifications',
  reminders: '/user/settings/reminders',
  points: '/user/points',
  linkSocialNetworks: '/linksocialnetworks',
  settings: '/user/settings',
  logout: '/logout',
} as const;
