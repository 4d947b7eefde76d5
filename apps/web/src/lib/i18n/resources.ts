import type account from '../../locales/ru/account.json';
import type auth from '../../locales/ru/auth.json';
import type banners from '../../locales/ru/banners.json';
import type calendar from '../../locales/ru/calendar.json';
import type certificates from '../../locales/ru/certificates.json';
import type chat from '../../locales/ru/chat.json';
import type common from '../../locales/ru/common.json';
import type community from '../../locales/ru/community.json';
import type courses from '../../locales/ru/courses.json';
import type day from '../../locales/ru/day.json';
import type downloads from '../../locales/ru/downloads.json';
import type freeze from '../../locales/ru/freeze.json';
import type homework from '../../locales/ru/homework.json';
import type learning from '../../locales/ru/learning.json';
import type materials from '../../locales/ru/materials.json';
import type menus from '../../locales/ru/menus.json';
import type notFound from '../../locales/ru/not-found.json';
import type onboarding from '../../locales/ru/onboarding.json';
import type payments from '../../locales/ru/payments.json';
import type player from '../../locales/ru/player.json';
import type points from '../../locales/ru/points.json';
import type profile from '../../locales/ru/profile.json';
import type pwa from '../../locales/ru/pwa.json';
import type referral from '../../locales/ru/referral.json';
import type reminders from '../../locales/ru/reminders.json';
import type settings from '../../locales/ru/settings.json';
import type social from '../../locales/ru/social.json';
import type statistics from '../../locales/ru/statistics.json';
import type support from '../../locales/ru/support.json';
import type videoconsultations from '../../locales/ru/videoconsultations.json';

/**
 * Every namespace of one language, as Russian (the reference language) has them: a key
 * missing there fails the type check. The app downloads them per screen (./i18n.ts).
 */
export type Resources = {
  common: typeof common;
  auth: typeof auth;
  courses: typeof courses;
  account: typeof account;
  'not-found': typeof notFound;
  learning: typeof learning;
  calendar: typeof calendar;
  day: typeof day;
  materials: typeof materials;
  freeze: typeof freeze;
  player: typeof player;
  social: typeof social;
  menus: typeof menus;
  profile: typeof profile;
  settings: typeof settings;
  reminders: typeof reminders;
  points: typeof points;
  support: typeof support;
  banners: typeof banners;
  community: typeof community;
  chat: typeof chat;
  videoconsultations: typeof videoconsultations;
  homework: typeof homework;
  payments: typeof payments;
  pwa: typeof pwa;
  downloads: typeof downloads;
  statistics: typeof statistics;
  onboarding: typeof onboarding;
  referral: typeof referral;
  certificates: typeof certificates;
};

export type Namespace = keyof Resources;

/** Loaded with the language at start: the texts of the shell (loading, errors, dialogs). */
export type BootNamespace = 'common';

/** Loaded with the screens that use them (`lazyRoute(load, namespaces)`). */
export type LazyNamespace = Exclude<Namespace, BootNamespace>;
