/** Business constants of the specification, named once (spec 01 §9, spec 02 §9). */

export const API_BASE = '/spa/api/v1';
export const DEFAULT_ROUTER_BASE = '/class/';

export const LANGUAGES = ['ru', 'en', 'es'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'ru';
/** Client language -> server `language_code` (spec 01 §3). */
export const LANGUAGE_CODES: Record<Language, string> = { ru: 'ru-RU', en: 'en-US', es: 'es-ES' };

export const APP_TYPES = ['web', 'mobile'] as const;
export type AppType = (typeof APP_TYPES)[number];

/** Token lifetime, in the cookie and on the server (spec 01 §7, ARCHITECTURE §8). */
export const TOKEN_TTL_DAYS = 30;
export const TOKEN_TTL_MS = TOKEN_TTL_DAYS * 24 * 60 * 60 * 1000;

/** Failed sign-ins allowed per account and per address in the window (issue 2). */
export const LOGIN_FAILURE_LIMIT = 10;
export const LOGIN_FAILURE_WINDOW_MS = 15 * 60 * 1000;

/** Default page size of lists (chat messages page size 10, spec 02 §9). */
export const DEFAULT_PER_PAGE = 10;
export const MAX_PER_PAGE = 100;

export const PAGINATION_HEADERS = {
  currentPage: 'x-pagination-current-page',
  pageCount: 'x-pagination-page-count',
  perPage: 'x-pagination-per-page',
  totalCount: 'x-pagination-total-count',
} as const;

export const HEADERS = { appType: 'x-app-type', appId: 'x-app-id' } as const;

/** Cookie notice reappears after one year (spec 01 §9). */
export const COOKIE_NOTICE_TTL_MS = 31_536_000_000;
/** Lazy screen chunk load timeout (spec 01 §9). */
export const CHUNK_TIMEOUT_MS = 120_000;
/** Breakpoints in pixels (spec 01 §9). */
export const BREAKPOINTS = { mobile: 0, tablet: 828, desktop: 1244 } as const;
/** Region without the cookie notice (spec 01 §2). */
export const NO_COOKIE_NOTICE_COUNTRY = 'RU';

/** Days before the end of access when the warning text is shown (spec 02 §9). */
export const DEFAULT_DAYS_SHOW_WARNING = 3;
/** Default home page of a signed-in user (spec 01 §9). */
export const DEFAULT_HOME_PAGE = '/course';
/** Largest JSON body the API accepts; uploads have their own limits. */
export const MAX_JSON_BODY_BYTES = 1024 * 1024;

/**
 * Value lists the schemas are built from. They live here, apart from the
 * schemas, so a screen can import one without pulling zod into its bundle.
 */
export const SOCIAL_NETWORKS = ['google', 'apple', 'facebook', 'vkontakte'] as const;
export type SocialNetwork = (typeof SOCIAL_NETWORKS)[number];

/** Statistics and relations `GET /user` can add (spec 01 §7). */
export const USER_EXPANDS = [
  'scores_amount',
  'viewed_hours',
  'completed_courses',
  'completed_tasks',
  'viewed_lessons',
  'referral_orders',
  'cashback',
  'discount_for_referral',
  'link_jumps',
  'user_external_auths',
] as const;
export type UserExpand = (typeof USER_EXPANDS)[number];

/** Stream status values used for ordering (spec 02 §4). */
export const STREAM_STATUSES = ['open', 'not-started', 'freeze', 'stopped', 'ended'] as const;
export type StreamStatus = (typeof STREAM_STATUSES)[number];

/** Stream statuses are cached this long on the client, then re-fetched (spec 02 §9). */
export const STATUS_CACHE_MS = 300_000;

// --- Learning area (spec 02) ------------------------------------------------------------------

/** Statistics: a record under this viewed time is not sent (spec 02 §9). */
export const MIN_SAVE_VIEWED_MS = 2000;
/** ...and under this one once the video has ended (spec 02 §9). */
export const MIN_SAVE_VIEWED_MS_VIDEO_ENDED = 30_000;
/** Timeout of one statistics send (spec 02 §9). */
export const TIMEOUT_SAVE_STATISTIC = 5000;
/** Progress is capped at 100 (spec 02 §9). */
export const MAX_PROGRESS = 100;
/** Video progress analytics milestones, in percent (spec 02 §9). */
export const VIDEO_PROGRESS_MILESTONES = [75, 50, 25, 10] as const;
/** Offline files (spec 02 §9). */
export const OFFLINE_DIRS = { images: 'images', videos: 'videos' } as const;

/**
 * One statistics record covers what was watched since the last send; a day of
 * video is far more than any record can hold, so more is bad input.
 */
export const MAX_SAVE_VIEWED_SECONDS = 24 * 60 * 60;
/** Plays counted in one statistics record. */
export const MAX_SAVE_PLAY_COUNT = 1000;

/** File type codes (spec 02 §3 File, §9). */
export const FILE_TYPES = { video: 1, image: 2, sound: 3, document: 4, subtitle: 5 } as const;
export type FileType = (typeof FILE_TYPES)[keyof typeof FILE_TYPES];
export const FILE_TYPE_CODES = [1, 2, 3, 4, 5] as const;
export const DEFAULT_FILE_TYPE: FileType = FILE_TYPES.document;

/** Stream freeze status codes (spec 02 §3 Stream freeze). */
export const FREEZE_STATUS = { created: 0, active: 1, canceled: 2 } as const;
export const FREEZE_STATUS_CODES = [0, 1, 2] as const;
/** Longest freeze one request may ask for (not shown in the spec; docs/spec-gaps.md). */
export const MAX_FREEZE_DAYS = 90;

/** Stage status values (spec 02 §4); any other value is not shown. */
export const STAGE_STATUSES = ['open', 'close'] as const;
export type StageStatus = (typeof STAGE_STATUSES)[number];

/** A day of a stream: not started, started (`start` called) or finished (`finish` called). */
export const DAY_PROGRESS_STATUSES = ['not_started', 'started', 'finished'] as const;
export type DayProgressStatus = (typeof DAY_PROGRESS_STATUSES)[number];

/**
 * Why a day cannot be opened: the stream is not open, the demo locks it
 * (spec 02 §4), its date has not come, its time delay has not passed, or its
 * stage is closed until the previous stage's homework is handed in.
 */
export const DAY_LOCKS = ['stream', 'demo', 'schedule', 'time_delay', 'stage'] as const;
export type DayLock = (typeof DAY_LOCKS)[number];

/**
 * Bracketed title suffixes split off into the lesson subtitle (spec 02 §3
 * Lesson): analysis, performance, theory.
 */
export const LESSON_SUBTITLE_SUFFIXES = ['разбор', 'выполнение', 'теория'] as const;

/**
 * Service types (spec 02 §3 Service), plus `expert_additional_question`, the extend offer of
 * extra expert questions (spec 02 §3 Extend offer typeCode; decision 060).
 */
export const SERVICE_TYPES = [
  'course_demo',
  'course_buy',
  'course_subscription',
  'expert_additional_question',
] as const;
export type ServiceType = (typeof SERVICE_TYPES)[number];

export * from './learning-constants.js';

// ---------------------------------------------------------------------------------------------
// Accounts and sessions (spec 01 §4, §5, §8; issue 3)

/** New passwords: the spec shows no length rule (spec 01 §5); see docs/spec-gaps.md. */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 1024;
export const EMAIL_MAX_LENGTH = 255;
export const APP_ID_MAX_LENGTH = 255;

/** Sign-up form-validation keys (spec 01 §5). */
export const SIGNUP_FORM_KEYS = { email: 'signupform-email', appId: 'signupform-app_id' } as const;

/** User status values; registration by chat raises it to 20, 30, 40 (spec 01 §4). */
export const USER_STATUSES = [10, 20, 30, 40] as const;
export type UserStatus = (typeof USER_STATUSES)[number];

/** A password-recovery link signs in once, within this time. */
export const PASSWORD_RESET_TTL_MS = 60 * 60 * 1000;
/** A social sign-in or link must come back from the provider within this time. */
export const SOCIAL_STATE_TTL_MS = 10 * 60 * 1000;

/** Error codes of a social sign-in or link (spec 01 §8). */
export const SOCIAL_ERROR_CODES = [
  'common_no_social_id',
  'login_no_link',
  'login_no_user_from_link',
  'link_user_unauthorised',
  'link_social_id_already_taken',
  'unknown_error',
] as const;
export type SocialErrorCode = (typeof SOCIAL_ERROR_CODES)[number];
export const SOCIAL_ACTIONS = ['login', 'link'] as const;
export type SocialAction = (typeof SOCIAL_ACTIONS)[number];

/** Why a session ended; travels with the `logout` event of the WebSocket. */
export const SESSION_END_REASONS = [
  'logout',
  'other_device',
  'password_changed',
  'deleted',
  'expired',
  /** A school administrator blocked the account (issue 13, decision 073). */
  'blocked',
] as const;
export type SessionEndReason = (typeof SESSION_END_REASONS)[number];

/** WebSocket close code after a `logout` event or for a token that is not (or no longer) valid. */
export const WS_CLOSE_UNAUTHORIZED = 4001;
/** The subprotocol that carries the bearer token: `new WebSocket(uri, ['bearer', token])`. */
export const WS_BEARER_PROTOCOL = 'bearer';

/**
 * Rate limits of the calls that anyone may make (issue 3 "Bad input and abuse"), per
 * address and school, counted in PostgreSQL so every API process shares them.
 */
export const RATE_LIMITS = {
  signup: { max: 10, windowMs: 60 * 60 * 1000 },
  validateSignup: { max: 30, windowMs: 15 * 60 * 1000 },
  passwordReset: { max: 5, windowMs: 15 * 60 * 1000 },
  /** Mails to one address, whatever the caller's address: beyond it the answer stays the same, no mail goes. */
  passwordResetPerEmail: { max: 3, windowMs: 60 * 60 * 1000 },
  loginByToken: { max: 20, windowMs: 15 * 60 * 1000 },
  social: { max: 30, windowMs: 15 * 60 * 1000 },
  updatePassword: { max: 10, windowMs: 15 * 60 * 1000 },
  updateUser: { max: 20, windowMs: 15 * 60 * 1000 },
  /** Support requests (ARCHITECTURE §8), per school and caller address, each call on its own. */
  support: { max: 10, windowMs: 15 * 60 * 1000 },
  /** Viewing statistics records per learner (issue 8): the app sends one per lesson on pause, end or leave. */
  saveLessonStat: { max: 30, windowMs: 60 * 1000 },
} as const;

/**
 * When the app offers to allow notifications (spec 01 §9 "push prompt settings"): after this
 * many page views, or this long after the signed-in app opened, whichever comes first.
 */
export const PUSH_PROMPT = { pageViews: 1000, delayMs: 100_000 } as const;

/** Points may be spent only once this many are gathered (spec 01 §5, §9). */
export const POINTS_SPEND_THRESHOLD = 200;
/** Points a spend debits when the call names no amount (spec 01 §9). */
export const POINTS_TO_DEBIT = 200;
/** Longest support message (spec 01 §5, §9). */
export const SUPPORT_MESSAGE_MAX_LENGTH = 500;
/** Platforms a banner may be shown on (spec 01 §3 Banner). */
export const BANNER_PLATFORMS = ['desktop', 'tablet', 'mobile', 'app'] as const;
export type BannerPlatform = (typeof BANNER_PLATFORMS)[number];

/**
 * Banner position codes (spec 01 §3: codes 1 to 34; the table itself is not shown, so it is
 * ours, docs/spec-gaps.md). `position` is the screen, `placement` the slot on it. Defined
 * here once: the server validates codes against it and the web maps slots through it.
 */
export const BANNER_POSITIONS = {
  1: { platform: 'desktop', position: 'courses', placement: 'top' },
  2: { platform: 'desktop', position: 'courses', placement: 'bottom' },
  3: { platform: 'desktop', position: 'courses', placement: 'sidebar' },
  4: { platform: 'desktop', position: 'courses', placement: 'beforeCourse' },
  5: { platform: 'desktop', position: 'calendar', placement: 'top' },
  6: { platform: 'desktop', position: 'calendar', placement: 'bottom' },
  7: { platform: 'desktop', position: 'calendar', placement: 'sidebar' },
  8: { platform: 'desktop', position: 'day', placement: 'top' },
  9: { platform: 'desktop', position: 'day', placement: 'bottom' },
  10: { platform: 'desktop', position: 'day', placement: 'beforeLessons' },
  11: { platform: 'desktop', position: 'day', placement: 'insteadVideo' },
  12: { platform: 'desktop', position: 'homeworks', placement: 'top' },
  13: { platform: 'desktop', position: 'homeworks', placement: 'bottom' },
  14: { platform: 'desktop', position: 'homeworks', placement: 'sidebar' },
  15: { platform: 'desktop', position: 'videoconsultations', placement: 'top' },
  16: { platform: 'desktop', position: 'videoconsultations', placement: 'bottom' },
  17: { platform: 'desktop', position: 'videoconsultations', placement: 'sidebar' },
  18: { platform: 'desktop', position: 'support', placement: 'top' },
  19: { platform: 'desktop', position: 'support', placement: 'bottom' },
  20: { platform: 'desktop', position: 'support', placement: 'sidebar' },
  21: { platform: 'desktop', position: 'settings', placement: 'top' },
  22: { platform: 'desktop', position: 'settings', placement: 'bottom' },
  23: { platform: 'desktop', position: 'settings', placement: 'sidebar' },
  24: { platform: 'mobile', position: 'courses', placement: 'catalog' },
  25: { platform: 'mobile', position: 'homeworks', placement: 'catalog' },
  26: { platform: 'mobile', position: 'videoconsultations', placement: 'catalog' },
  27: { platform: 'mobile', position: 'support', placement: 'catalog' },
  28: { platform: 'mobile', position: 'calendar', placement: 'beforeStage' },
  29: { platform: 'mobile', position: 'day', placement: 'insteadVideo' },
  30: { platform: 'mobile', position: 'day', placement: 'afterVideo' },
  31: { platform: 'mobile', position: 'day', placement: 'bottom' },
  32: { platform: 'app', position: 'courses', placement: 'main' },
  33: { platform: 'app', position: 'day', placement: 'main' },
  34: { platform: 'app', position: 'all', placement: 'main' },
} as const satisfies Record<number, { platform: BannerPlatform; position: string; placement: string }>;
export type BannerPositionCode = keyof typeof BANNER_POSITIONS;
