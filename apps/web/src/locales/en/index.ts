import type { LazyNamespace } from '../../lib/i18n/resources';
import common from './common.json';

/**
 * The texts loaded with the language at start: the shell's (loading, errors, dialogs).
 * The screens' namespaces load with their screens (lib/i18n/i18n.ts), each its own chunk.
 */
const resources = { common };

export default resources;

export const namespaces: Record<LazyNamespace, () => Promise<{ default: object }>> = {
  auth: () => import('./auth.json'),
  courses: () => import('./courses.json'),
  account: () => import('./account.json'),
  'not-found': () => import('./not-found.json'),
  learning: () => import('./learning.json'),
  calendar: () => import('./calendar.json'),
  day: () => import('./day.json'),
  materials: () => import('./materials.json'),
  freeze: () => import('./freeze.json'),
  player: () => import('./player.json'),
  social: () => import('./social.json'),
  menus: () => import('./menus.json'),
  profile: () => import('./profile.json'),
  settings: () => import('./settings.json'),
  reminders: () => import('./reminders.json'),
  points: () => import('./points.json'),
  support: () => import('./support.json'),
  banners: () => import('./banners.json'),
  community: () => import('./community.json'),
  chat: () => import('./chat.json'),
  videoconsultations: () => import('./videoconsultations.json'),
  homework: () => import('./homework.json'),
  payments: () => import('./payments.json'),
  pwa: () => import('./pwa.json'),
  downloads: () => import('./downloads.json'),
  statistics: () => import('./statistics.json'),
  onboarding: () => import('./onboarding.json'),
  referral: () => import('./referral.json'),
  certificates: () => import('./certificates.json'),
};
