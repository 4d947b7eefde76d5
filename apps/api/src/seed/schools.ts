import type { DomainConfig } from '@cp/contract';
import { schoolLanguages } from '../modules/tenancy/index.js';

/**
 * The two demo schools: different logo, colours, footer, default language and
 * feature flags, so white-labelling and isolation are visible side by side.
 */

export interface DemoSchool {
  project: { name: string; mobileAppVersion: string };
  brand: {
    name: string;
    isRegistrationEnable: boolean;
    /** Anonymous sign-in by app id (decision 020). */
    isUserAnonAuthEnable: boolean;
    isOfflineEnable: boolean;
    isAppStoreSupport: boolean;
    demoCourseServiceId: number | null;
    daysShowWarning: number;
    instructionUrl: Partial<Record<'ru' | 'en' | 'es', string>>;
    salesEmail: string;
  };
  domain: {
    host: string;
    name: string;
    title: string;
    favicon: string;
    supportEmail: string;
    whatsAppNumber: string | null;
    defaultLanguage: 'ru' | 'en' | 'es';
    country: string | null;
    frontendSettings: DomainConfig['frontendSettings'];
  };
  learner: { email: string; password: string; name: string; lastName: string };
  /** A second learner with no streams yet (same password), for the demo-order step of spec 01 §4. */
  newcomer?: { email: string; name: string };
  /**
   * A learner the school asked to complete the profile (`is_require_update_profile`, no name
   * yet, same password): signing in shows the forced /updateProfile step (spec 01 §4).
   */
  incomplete: { email: string };
  /**
   * A learner on day 15 of the school's main course who has not handed in week 2's required
   * homework (same password): week 3 is closed until they do (issue 10, spec 02 §4 stage gate).
   */
  gate?: { email: string; name: string };
}

export const DEMO_PASSWORD = 'demo1234';

export const demoSchools: DemoSchool[] = [
  {
    project: { name: 'Mindful School', mobileAppVersion: '1.0.0' },
    brand: {
      name: 'mindful',
      isRegistrationEnable: true,
      isUserAnonAuthEnable: false,
      isOfflineEnable: true,
      isAppStoreSupport: false,
      demoCourseServiceId: 498,
      daysShowWarning: 3,
      instructionUrl: {},
      salesEmail: 'sales@mindful.school',
    },
    domain: {
      host: 'localhost',
      name: 'mindful.school',
      title: 'Mindful School',
      favicon: '/v/mindful/favicon.svg',
      supportEmail: 'support@mindful.school',
      whatsAppNumber: '+7 495 215-40-87',
      defaultLanguage: 'ru',
      // Where the school works: a Russian school shows no cookie notice (spec 01 §6), the
      // euro-priced English one does (issue 27 found them the other way round).
      country: 'RU',
      frontendSettings: {
        spa_footer_1: '© Mindful School',
        spa_footer_2: 'Курсы медитации и дыхания',
        spa_footer_3: null,
        spa_header_logo: '/v/mindful/logo.svg',
        spa_theme: 'default',
        spa_theme_variables: {
          '--color-primary': '#0f766e',
          '--color-primary-contrast': '#ffffff',
          '--color-accent': '#f59e0b',
          '--color-background': '#f8fafc',
          '--color-surface': '#ffffff',
          '--color-text': '#0f172a',
        },
        validate_cache: true,
      },
    },
    learner: { email: 'learner@demo.school', password: DEMO_PASSWORD, name: 'Анна', lastName: 'Смирнова' },
    newcomer: { email: 'newcomer@demo.school', name: 'Олег' },
    incomplete: { email: 'incomplete@demo.school' },
    gate: { email: 'week3@demo.school', name: 'Вера' },
  },
  {
    project: { name: 'FaceFit', mobileAppVersion: '2.3.0' },
    brand: {
      name: 'facefit',
      isRegistrationEnable: false,
      // The app-store brand: a device may start without an e-mail (spec 01 §1, §6).
      isUserAnonAuthEnable: true,
      isOfflineEnable: false,
      isAppStoreSupport: true,
      demoCourseServiceId: null,
      daysShowWarning: 30,
      // The user manual is a page of the school's own, served with its logo (decision 046).
      instructionUrl: {
        ru: '/v/facefit/manual-ru.html',
        en: '/v/facefit/manual-en.html',
        es: '/v/facefit/manual-es.html',
      },
      salesEmail: 'sales@facefit.school',
    },
    domain: {
      host: '127.0.0.1',
      name: 'facefit.school',
      title: 'FaceFit',
      favicon: '/v/facefit/favicon.svg',
      supportEmail: 'help@facefit.school',
      whatsAppNumber: null,
      defaultLanguage: 'en',
      country: 'ES',
      frontendSettings: {
        spa_footer_1: '© FaceFit',
        spa_footer_2: 'Face gymnastics at home',
        spa_footer_3: 'help@facefit.school',
        spa_header_logo: '/v/facefit/logo.svg',
        spa_theme: 'face',
        spa_theme_variables: {
          '--color-primary': '#be185d',
          '--color-primary-contrast': '#ffffff',
          '--color-accent': '#7c3aed',
          '--color-background': '#fdf2f8',
          '--color-surface': '#ffffff',
          '--color-text': '#1f2937',
        },
        validate_cache: true,
      },
    },
    learner: { email: 'learner@facefit.school', password: DEMO_PASSWORD, name: 'Maria', lastName: 'Lopez' },
    incomplete: { email: 'incomplete@facefit.school' },
  },
];

/** The demo schools speak what every school speaks. */
export { schoolLanguages as demoLanguages };
