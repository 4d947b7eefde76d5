import { z } from 'zod';
import { SOCIAL_NETWORKS } from './constants.js';

/**
 * The configuration answer, chosen by the request's host (spec 01 §3 "Domain
 * config" and "Brand config"). Field names are the server names of the spec.
 */

const languageEntry = z.object({ code: z.string(), detector_code: z.string(), title: z.string() });

const authClient = z.object({ login: z.string(), link: z.string() });

/** Theme colours as CSS custom properties (`--color-primary` -> `#0a7`). */
export const themeVariables = z.record(z.string().regex(/^--[a-z0-9-]+$/), z.string().max(200));

export const frontendSettings = z.object({
  spa_footer_1: z.string().nullable(),
  spa_footer_2: z.string().nullable(),
  spa_footer_3: z.string().nullable(),
  spa_header_logo: z.string().nullable(),
  spa_theme: z.string(),
  spa_theme_variables: themeVariables,
  validate_cache: z.boolean(),
});

export const domainConfig = z.object({
  name: z.string(),
  title: z.string(),
  favicon: z.string().nullable(),
  ga_id: z.string().nullable(),
  ya_id: z.string().nullable(),
  supportEmail: z.string(),
  whatsAppNumber: z.string().nullable(),
  default_language: z.object({ code: z.string() }),
  languages: z.array(languageEntry),
  frontendSettings,
  push: z.object({ enabled: z.boolean(), vapidPublicKey: z.string().nullable() }),
  auth: z.object({
    enabled: z.boolean(),
    clients: z.partialRecord(z.enum(SOCIAL_NETWORKS), authClient),
  }),
  notification: z.object({ websocketURI: z.string().nullable() }),
  jira: z.object({ enabled: z.boolean() }),
  /**
   * Not in spec 01 §3 (issue 4): where the app reports its errors, a Sentry-compatible
   * DSN set by the operator (ERROR_REPORTING_DSN), or null. Optional for older answers.
   */
  errorReporting: z.object({ dsn: z.string().nullable() }).optional(),
});
export type DomainConfig = z.infer<typeof domainConfig>;

const perLanguageUrl = z.partialRecord(z.enum(['ru', 'en', 'es']), z.string());

/**
 * The onboarding chat's questions in the spec's order (spec 01 §3 "Onboarding chat
 * questions"). The first three are required: the chat makes the account with them.
 */
export const ONBOARDING_QUESTION_KEYS = [
  'firstName',
  'email',
  'password',
  'socials',
  'push',
  'birthday',
  'avatarId',
] as const;
export type OnboardingQuestionKey = (typeof ONBOARDING_QUESTION_KEYS)[number];
export const REQUIRED_ONBOARDING_QUESTIONS: readonly OnboardingQuestionKey[] = [
  'firstName',
  'email',
  'password',
];
/** The school's wording of chat lines per language; a language left out uses the app's own text. */
const perLanguageLines = z.partialRecord(z.enum(['ru', 'en', 'es']), z.array(z.string().max(500)).max(10));
export const onboardingQuestion = z.object({
  key: z.enum(ONBOARDING_QUESTION_KEYS),
  text: z.partialRecord(z.enum(['ru', 'en', 'es']), z.string().max(500)),
});
export type OnboardingQuestion = z.infer<typeof onboardingQuestion>;

export const brandConfig = z.object({
  version: z.number().int(),
  statistic: z.boolean(),
  facebookPixelId: z.string().nullable(),
  tagId: z.string().nullable(),
  demoCourseServiceId: z.number().int().nullable(),
  isDemoAccessible: z.boolean(),
  isAppStoreSupport: z.boolean(),
  isBannerEnable: z.boolean(),
  isChatSupport: z.boolean(),
  isVideoConsultationSupport: z.boolean(),
  isOfflineEnable: z.boolean(),
  isUserAnonAuthEnable: z.boolean(),
  isRegistrationEnable: z.boolean(),
  /**
   * Single session (issue 3): a new sign-in ends the learner's other sessions of the same
   * app type (one web and one mobile at a time); with this flag, every other session.
   * The server enforces it; the app only reads it (optional so older answers stay valid).
   */
  isSingleDeviceOnly: z.boolean().optional(),
  salesEmail: z.string().nullable(),
  daysShowWarning: z.number().int(),
  supportCategoryIds: z.object({
    passHomework: z.number().int(),
    renewCourse: z.number().int(),
    renewConsultation: z.number().int(),
  }),
  socialAuth: z.object({
    android: z.array(z.enum(SOCIAL_NETWORKS)),
    ios: z.array(z.enum(SOCIAL_NETWORKS)),
    web: z.array(z.enum(SOCIAL_NETWORKS)),
  }),
  userInfoChat: z.boolean(),
  /**
   * The onboarding chat's remote config keys (spec 01 §3): lines before the first question,
   * the questions asked (always in the spec's order; the required ones always asked) and
   * lines after the last. Optional so older answers stay valid.
   */
  welcomeMessages: perLanguageLines.optional(),
  goodbyeMessages: perLanguageLines.optional(),
  questions: z.array(onboardingQuestion).max(ONBOARDING_QUESTION_KEYS.length).optional(),
  messageDelay: z.number().int(),
  instructionUrl: perLanguageUrl,
  guidelineUrl: perLanguageUrl,
  community: z.object({ url: z.string().nullable(), apiUrl: z.string().nullable() }),
  clubInApp: z
    .object({
      title: z.string(),
      description: z.string(),
      image: z.string().nullable(),
      showButtonGoTo: z.boolean(),
    })
    .nullable(),
});
export type BrandConfig = z.infer<typeof brandConfig>;

export const projectConfig = z.object({
  id: z.number().int(),
  name: z.string(),
  mobile_app_version: z.string().nullable(),
});

export const configResponse = z.object({
  domain: domainConfig,
  project: projectConfig,
  components: z.object({ brand: brandConfig }),
  /** ISO 3166 code of the visitor's region, or null when unknown. */
  country: z.string().nullable(),
});
export type ConfigResponse = z.infer<typeof configResponse>;
