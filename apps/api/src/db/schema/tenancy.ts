import type { BrandConfig, DomainConfig } from '@cp/contract';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/** A school: owns its domains, brands, users, courses and everything else. */
export const projects = pgTable('projects', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  mobileAppVersion: text('mobile_app_version'),
  /** ISO 4217: a school takes money in one currency (issue 11). */
  currency: text('currency').notNull().default('RUB'),
  /**
   * IANA zone of the school's wall clock (issue 28): the video consultation schedules are in it
   * (decision 055). Set at create-school (`--time-zone`, else UTC) and in the console.
   */
  timeZone: text('time_zone').notNull().default('UTC'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Brand configuration of spec 01 §3 "Brand config"; a project may run several brands. */
export const brands = pgTable('brands', {
  id: serial('id').primaryKey(),
  projectId: integer('project_id')
    .notNull()
    .references(() => projects.id, { onDelete: 'cascade' }),
  name: text('name').notNull(),
  version: integer('version').notNull().default(1),
  statistic: boolean('statistic').notNull().default(true),
  facebookPixelId: text('facebook_pixel_id'),
  tagId: text('tag_id'),
  demoCourseServiceId: integer('demo_course_service_id'),
  isDemoAccessible: boolean('is_demo_accessible').notNull().default(false),
  isAppStoreSupport: boolean('is_app_store_support').notNull().default(false),
  isBannerEnable: boolean('is_banner_enable').notNull().default(true),
  isChatSupport: boolean('is_chat_support').notNull().default(true),
  isVideoConsultationSupport: boolean('is_video_consultation_support').notNull().default(true),
  isOfflineEnable: boolean('is_offline_enable').notNull().default(false),
  isUserAnonAuthEnable: boolean('is_user_anon_auth_enable').notNull().default(false),
  isRegistrationEnable: boolean('is_registration_enable').notNull().default(false),
  /** A new sign-in ends every other session, not only those of the same app type (issue 3). */
  isSingleDeviceOnly: boolean('is_single_device_only').notNull().default(false),
  salesEmail: text('sales_email'),
  daysShowWarning: integer('days_show_warning').notNull().default(3),
  supportCategoryIds: jsonb('support_category_ids')
    .$type<BrandConfig['supportCategoryIds']>()
    .notNull()
    .default({ passHomework: 10, renewCourse: 7, renewConsultation: 7 }),
  socialAuth: jsonb('social_auth')
    .$type<BrandConfig['socialAuth']>()
    .notNull()
    .default({
      android: ['google', 'vkontakte', 'facebook', 'apple'],
      ios: ['apple', 'google', 'vkontakte', 'facebook'],
      web: ['google', 'apple', 'facebook', 'vkontakte'],
    }),
  userInfoChat: boolean('user_info_chat').notNull().default(false),
  /** The onboarding chat's lines and questions (spec 01 §3 remote config keys; issue 15). */
  welcomeMessages: jsonb('welcome_messages')
    .$type<NonNullable<BrandConfig['welcomeMessages']>>()
    .notNull()
    .default({}),
  goodbyeMessages: jsonb('goodbye_messages')
    .$type<NonNullable<BrandConfig['goodbyeMessages']>>()
    .notNull()
    .default({}),
  /** Empty: every question, in the app's own words. */
  questions: jsonb('questions').$type<NonNullable<BrandConfig['questions']>>().notNull().default([]),
  messageDelay: integer('message_delay').notNull().default(15),
  instructionUrl: jsonb('instruction_url').$type<BrandConfig['instructionUrl']>().notNull().default({}),
  guidelineUrl: jsonb('guideline_url').$type<BrandConfig['guidelineUrl']>().notNull().default({}),
  communityUrl: text('community_url'),
  communityApiUrl: text('community_api_url'),
  clubInApp: jsonb('club_in_app').$type<BrandConfig['clubInApp']>(),
});

/** A host name of a project, with the domain configuration of spec 01 §3. */
export const domains = pgTable('domains', {
  id: serial('id').primaryKey(),
  projectId: integer('project_id')
    .notNull()
    .references(() => projects.id, { onDelete: 'cascade' }),
  brandId: integer('brand_id')
    .notNull()
    .references(() => brands.id),
  /** Host name without port, lower case; unique across the whole installation. */
  host: text('host').notNull().unique(),
  name: text('name').notNull(),
  title: text('title').notNull(),
  favicon: text('favicon'),
  gaId: text('ga_id'),
  yaId: text('ya_id'),
  supportEmail: text('support_email'),
  whatsAppNumber: text('whatsapp_number'),
  defaultLanguage: text('default_language').notNull().default('ru'),
  languages: jsonb('languages').$type<DomainConfig['languages']>().notNull(),
  frontendSettings: jsonb('frontend_settings').$type<DomainConfig['frontendSettings']>().notNull(),
  push: jsonb('push')
    .$type<DomainConfig['push']>()
    .notNull()
    .default({ enabled: false, vapidPublicKey: null }),
  auth: jsonb('auth').$type<DomainConfig['auth']>().notNull().default({ enabled: false, clients: {} }),
  notificationWebsocketUri: text('notification_websocket_uri'),
  jiraEnabled: boolean('jira_enabled').notNull().default(false),
  /** Region of the school's audience, used for the cookie notice until geo-IP exists. */
  country: text('country'),
});

/**
 * A host an administrator added in the console, waiting for proof of control (issue 25, decision
 * 099): it selects no school until proven, then becomes a row of `domains`. Several schools may
 * claim one host (a claim blocks nobody); the first to prove control gets it.
 */
export const domainClaims = pgTable(
  'domain_claims',
  {
    id: serial('id').primaryKey(),
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    /** Host name without port, lower case, as `domains.host`. */
    host: text('host').notNull(),
    /** Random; published by the school in DNS or a file, so not a secret. */
    token: text('token').notNull(),
    /** The domain whose settings the new one takes: the one the console was open on. */
    sourceDomainId: integer('source_domain_id').references(() => domains.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('domain_claims_project_host_uq').on(t.projectId, t.host),
    index('domain_claims_host_idx').on(t.host),
  ],
);
