import type { StaffRole } from '@cp/contract';
import { type ComponentType, type LazyExoticComponent, lazy } from 'react';

/**
 * The desk's screens: one line per screen (docs/staff-app.md). A feature adds its screens
 * here and nothing else in the shell: the router and the navigation both read this list.
 * `path` is under `/staff/`; `roles` who may open it (the others get the not-found screen);
 * `nav` puts it in the navigation, in this order, for those roles.
 */
export interface StaffScreen {
  path: string;
  load: () => Promise<{ default: ComponentType }>;
  roles: readonly StaffRole[];
  /**
   * `badge`: a count beside the label (loaded on its own, rendered inside the link).
   * `group`: `desk` (answering learners: every role) or `school` (running the school: the
   * console of issue 13, administrators); the navigation shows the two groups apart.
   */
  nav?: { labelKey: string; badge?: LazyExoticComponent<ComponentType>; group?: 'desk' | 'school' };
}

const EVERY_ROLE = ['expert', 'admin'] as const satisfies readonly StaffRole[];
const ADMIN = ['admin'] as const satisfies readonly StaffRole[];

export const STAFF_SCREENS: readonly StaffScreen[] = [
  {
    path: 'desk',
    load: () => import('../features/desk/routes/desk-screen'),
    roles: EVERY_ROLE,
    nav: { labelKey: 'nav.desk', group: 'desk' },
  },
  { path: 'desk/:chatId', load: () => import('../features/desk/routes/desk-screen'), roles: EVERY_ROLE },
  {
    path: 'homework',
    load: () => import('../features/homework/routes/homework-screen'),
    roles: EVERY_ROLE,
    nav: {
      labelKey: 'nav.homework',
      group: 'desk',
      badge: lazy(() => import('../features/homework/components/homework-nav-count')),
    },
  },
  {
    path: 'homework/:statusId',
    load: () => import('../features/homework/routes/homework-screen'),
    roles: EVERY_ROLE,
  },
  {
    path: 'ratings',
    load: () => import('../features/ratings/routes/ratings-screen'),
    roles: EVERY_ROLE,
    nav: { labelKey: 'nav.ratings', group: 'desk' },
  },
  {
    path: 'video-consultations',
    load: () => import('../features/video-consultations/routes/video-consultations-screen'),
    roles: EVERY_ROLE,
    nav: { labelKey: 'nav.videoConsultations', group: 'desk' },
  },
  {
    path: 'brand',
    load: () => import('../features/brand/routes/brand-screen'),
    roles: ADMIN,
    nav: { labelKey: 'nav.brand', group: 'school' },
  },
  {
    path: 'team',
    load: () => import('../features/team/routes/team-screen'),
    roles: ADMIN,
    nav: { labelKey: 'nav.team', group: 'school' },
  },
  {
    path: 'people',
    load: () => import('../features/people/routes/people-screen'),
    roles: ADMIN,
    nav: { labelKey: 'nav.people', group: 'school' },
  },
  { path: 'people/import', load: () => import('../features/people/routes/import-screen'), roles: ADMIN },
  { path: 'people/:id', load: () => import('../features/people/routes/learner-screen'), roles: ADMIN },
  {
    path: 'audit',
    load: () => import('../features/audit/routes/audit-screen'),
    roles: ADMIN,
    nav: { labelKey: 'nav.audit', group: 'school' },
  },
  {
    path: 'analytics',
    load: () => import('../features/analytics/routes/analytics-screen'),
    roles: ADMIN,
    nav: { labelKey: 'nav.analytics', group: 'school' },
  },
  {
    path: 'payments',
    load: () => import('../features/payments/routes/payments-screen'),
    roles: ADMIN,
    nav: { labelKey: 'nav.payments', group: 'school' },
  },
  {
    path: 'payments/:section',
    load: () => import('../features/payments/routes/payments-screen'),
    roles: ADMIN,
  },
  {
    path: 'referral',
    load: () => import('../features/referral/routes/referral-screen'),
    roles: ADMIN,
    nav: { labelKey: 'nav.referral', group: 'school' },
  },
  {
    path: 'referral/:section',
    load: () => import('../features/referral/routes/referral-screen'),
    roles: ADMIN,
  },
  {
    path: 'certificates',
    load: () => import('../features/certificates/routes/certificates-screen'),
    roles: ADMIN,
    nav: { labelKey: 'nav.certificates', group: 'school' },
  },
  {
    path: 'certificates/:section',
    load: () => import('../features/certificates/routes/certificates-screen'),
    roles: ADMIN,
  },
  {
    path: 'courses',
    load: () => import('../features/courses/routes/courses-screen'),
    roles: ADMIN,
    nav: { labelKey: 'nav.courses', group: 'school' },
  },
  {
    path: 'courses/:draftId',
    load: () => import('../features/courses/routes/course-editor-screen'),
    roles: ADMIN,
  },
  {
    path: 'media',
    load: () => import('../features/media/routes/media-screen'),
    roles: ADMIN,
    nav: { labelKey: 'nav.media', group: 'school' },
  },
  {
    path: 'content',
    load: () => import('../features/content/routes/content-screen'),
    roles: ADMIN,
    nav: { labelKey: 'nav.content', group: 'school' },
  },
  {
    path: 'content/:section',
    load: () => import('../features/content/routes/content-screen'),
    roles: ADMIN,
  },
  {
    path: 'support',
    load: () => import('../features/support-inbox/routes/support-screen'),
    roles: ADMIN,
    nav: {
      labelKey: 'nav.support',
      group: 'school',
      badge: lazy(() => import('../features/support-inbox/components/support-nav-count')),
    },
  },
  {
    path: 'support/:id',
    load: () => import('../features/support-inbox/routes/support-request-screen'),
    roles: ADMIN,
  },
];

/**
 * Screens open without signing in (the sign-in itself, an invitation's page). Under `/staff/`.
 */
export interface PublicScreen {
  path: string;
  load: () => Promise<{ default: ComponentType }>;
}

export const PUBLIC_SCREENS: readonly PublicScreen[] = [
  { path: 'sign-in', load: () => import('../features/auth/routes/sign-in-screen') },
  // The mailed invitation link (decision 053): `/staff/invite/<token>`.
  { path: 'invite/:token', load: () => import('../features/team/routes/invite-screen') },
  // The recovery link asked for at the staff sign-in (issue 28): `/staff/reset-password?token=`.
  { path: 'reset-password', load: () => import('../features/auth/routes/reset-password-screen') },
];

/** Where the desk opens after sign-in and for `/staff/`. */

/** The screens a role may open, and of those the ones in the navigation. */
export const screensFor = (role: StaffRole) => STAFF_SCREENS.filter((screen) => screen.roles.includes(role));
export const navigationFor = (role: StaffRole) => screensFor(role).filter((screen) => screen.nav);
