import { z } from 'zod';
import { emailField } from './auth.js';
import { brandConfig, ONBOARDING_QUESTION_KEYS, REQUIRED_ONBOARDING_QUESTIONS } from './config.js';
import { LANGUAGES, type Language, SOCIAL_NETWORKS } from './constants.js';
import { inputText, rowId, rowIdParam } from './input-fields.js';

/**
 * The school console's brand and domains (issue 13, decision 072): what `GET /config` serves,
 * edited by the school's administrator. Paths are relative to STAFF_API_BASE. Field names are
 * those of the config answer (spec 01 §3), so a field reads the same in both places.
 */
export const CONSOLE_BRAND_ROUTES = {
  brand: '/brand',
  logo: '/brand/logo',
  domains: '/domains',
  domain: '/domains/:id',
  /** A host waiting for proof of control (issue 25, decision 099): removed by DELETE. */
  domainClaim: '/domain-claims/:id',
  /** Checks the proof now; a proven host becomes one of the school's domains. */
  domainClaimVerify: '/domain-claims/:id/verify',
} as const;

/** The theme colours an administrator sets (the learner app's CSS custom properties). */
export const THEME_COLOR_VARIABLES = [
  '--color-primary',
  '--color-primary-contrast',
  '--color-accent',
  '--color-background',
  '--color-surface',
  '--color-text',
] as const;
export type ThemeColorVariable = (typeof THEME_COLOR_VARIABLES)[number];

/** A logo upload: at most 2 MB (issue 13); PNG, JPEG, WebP or SVG, told by content. */
export const BRAND_LOGO_MAX_BYTES = 2 * 1024 * 1024;
export const BRAND_LOGO_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/svg+xml'] as const;

/** Each language's own name, as the learner's language list shows it. */
export const LANGUAGE_NATIVE_TITLES = { ru: 'Русский', en: 'English', es: 'Español' } as const;

/** A lower-case host name (or IPv4 address): labels of a-z, 0-9 and inner hyphens, no port. */
export const HOST_NAME_PATTERN =
  /^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)(\.[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)*$/;
export const HEX_COLOR_PATTERN = /^#[0-9a-f]{6}$/i;

// The contract is built without DOM or Node types; both ends have the WHATWG URL.
const WhatwgUrl = (globalThis as unknown as { URL: new (href: string) => { hostname: string } }).URL;

/**
 * The pattern lets through what no browser reaches by that name: `256.1.1.1` is not a URL, and
 * `99999999999` is read as the address 5.245.224.255. A host is taken only when a URL
 * made of it names the same host.
 */
export function isReachableHostName(host: string): boolean {
  try {
    return new WhatwgUrl(`http://${host}/`).hostname === host;
  } catch {
    return false;
  }
}

const id = z.number().int();
const language = z.enum(LANGUAGES);
const shortText = (max: number) => inputText().trim().max(max);
/** Optional text: an empty string clears it (null). */
const optionalText = (max: number) =>
  shortText(max)
    .nullable()
    .transform((v) => (v ? v : null));
/** A link shown to learners: http(s) or a path of the school's own host. */
export const linkField = inputText()
  .trim()
  .max(500)
  .refine(
    (v) => /^https?:\/\/[^\s]+$/i.test(v) || /^\/(?!\/)[^\s]*$/.test(v),
    'Must be an http(s) address or a path starting with /.',
  );
const optionalLink = linkField.nullable().or(z.literal('').transform(() => null));
const optionalEmail = emailField.nullable().or(z.literal('').transform(() => null));
const hexColor = z.string().regex(HEX_COLOR_PATTERN, 'Must be a colour as #rrggbb.');
const perLanguageLinks = z.partialRecord(language, linkField);
const networks = z
  .array(z.enum(SOCIAL_NETWORKS))
  .max(SOCIAL_NETWORKS.length)
  .refine((v) => new Set(v).size === v.length, 'Each network at most once.');

/** The onboarding chat's lines (spec 01 §3 `welcomeMessages`/`goodbyeMessages`): per language, at most 10 of 500 characters. */
export const ONBOARDING_LINES_MAX = 10;
export const ONBOARDING_LINE_MAX_CHARS = 500;

const onboardingLine = inputText().trim().min(1, 'A line cannot be blank.').max(ONBOARDING_LINE_MAX_CHARS);
/** Lines per language; a language with no lines is left out (the app says its own words). */
const onboardingLines = z
  .partialRecord(language, z.array(onboardingLine).max(ONBOARDING_LINES_MAX))
  .transform(
    (lines) =>
      Object.fromEntries(Object.entries(lines).filter(([, list]) => list.length > 0)) as Partial<
        Record<Language, string[]>
      >,
  );
const questionWording = z
  .partialRecord(language, inputText().trim().max(ONBOARDING_LINE_MAX_CHARS))
  // An empty wording is the app's own question, so it is not stored.
  .transform(
    (text) =>
      Object.fromEntries(Object.entries(text).filter(([, v]) => v)) as Partial<Record<Language, string>>,
  );

/**
 * The questions asked, each at most once. The server stores them in the spec's order with
 * the required ones (first name, e-mail, password) added when left out: the chat cannot make
 * an account without them, and refusing a save for that would only make the school resend
 * what it cannot change anyway (decision 092, "School console").
 */
export const onboardingQuestionsField = z
  .array(z.object({ key: z.enum(ONBOARDING_QUESTION_KEYS), text: questionWording }))
  .max(ONBOARDING_QUESTION_KEYS.length)
  .refine((list) => new Set(list.map((q) => q.key)).size === list.length, 'Each question at most once.')
  .transform((list) =>
    // Empty is the brand's default, "every question in the app's words", and stays so.
    ONBOARDING_QUESTION_KEYS.flatMap((key) => {
      if (list.length === 0) return [];
      const given = list.find((q) => q.key === key);
      if (given) return [given];
      return REQUIRED_ONBOARDING_QUESTIONS.includes(key) ? [{ key, text: {} }] : [];
    }),
  );

/**
 * The brand settings an administrator may change (decision 072 says what is not, and why). A
 * save sends the fields it changes; the others stay as they are.
 */
export const brandSettingsFields = z.object({
  statistic: z.boolean(),
  facebookPixelId: optionalText(64),
  tagId: optionalText(64),
  demoCourseServiceId: rowId().nullable(),
  isDemoAccessible: z.boolean(),
  isAppStoreSupport: z.boolean(),
  isBannerEnable: z.boolean(),
  isChatSupport: z.boolean(),
  isVideoConsultationSupport: z.boolean(),
  isOfflineEnable: z.boolean(),
  isUserAnonAuthEnable: z.boolean(),
  isRegistrationEnable: z.boolean(),
  isSingleDeviceOnly: z.boolean(),
  salesEmail: optionalEmail,
  daysShowWarning: z.number().int().min(0).max(365),
  supportCategoryIds: z.object({ passHomework: rowId(), renewCourse: rowId(), renewConsultation: rowId() }),
  socialAuth: z.object({ android: networks, ios: networks, web: networks }),
  userInfoChat: z.boolean(),
  welcomeMessages: onboardingLines,
  goodbyeMessages: onboardingLines,
  questions: onboardingQuestionsField,
  /** Seconds (spec 01 §3; 15 by default). */
  messageDelay: z.number().int().min(0).max(3600),
  instructionUrl: perLanguageLinks,
  guidelineUrl: perLanguageLinks,
  communityUrl: optionalLink,
  communityApiUrl: optionalLink,
  clubInApp: z
    .object({
      title: shortText(200),
      description: shortText(2000),
      image: optionalLink,
      showButtonGoTo: z.boolean(),
    })
    .nullable(),
});
export type BrandSettingsField = keyof z.infer<typeof brandSettingsFields>;

/** `PUT /staff/brand`: the changed fields and the version the form was loaded at. */
export const brandUpdateBody = brandSettingsFields.partial().extend({
  /** The brand's `version` the change was made on: another save since then is 409. */
  expected_version: z.number().int().positive(),
});
export type BrandUpdateBody = z.input<typeof brandUpdateBody>;

/** The brand as the console shows it: the config's brand part plus its id and name. */
export const consoleBrand = brandConfig.extend({
  id,
  name: z.string(),
  isSingleDeviceOnly: z.boolean(),
  communityUrl: z.string().nullable(),
  communityApiUrl: z.string().nullable(),
});
export type ConsoleBrand = z.infer<typeof consoleBrand>;

const themeColors = z.partialRecord(z.enum(THEME_COLOR_VARIABLES), hexColor);

/** A domain (host) of the school with the settings `GET /config` serves on it. */
export const consoleDomain = z.object({
  id,
  host: z.string(),
  brand_id: id,
  name: z.string(),
  title: z.string(),
  /** As stored: null means "support@<name>" (spec 01 §9). */
  supportEmail: z.string().nullable(),
  whatsAppNumber: z.string().nullable(),
  ga_id: z.string().nullable(),
  ya_id: z.string().nullable(),
  default_language: language,
  languages: z.array(language),
  frontendSettings: z.object({
    spa_footer_1: z.string().nullable(),
    spa_footer_2: z.string().nullable(),
    spa_footer_3: z.string().nullable(),
    spa_header_logo: z.string().nullable(),
    spa_theme_variables: z.record(z.string(), z.string()),
    validate_cache: z.boolean(),
  }),
});
export type ConsoleDomain = z.infer<typeof consoleDomain>;

/**
 * Proof of control of a host added in the console (issue 25, decision 099): the school publishes
 * the claim's token in a DNS TXT record `<label>.<host>` or in a file at `http://<host><path>`
 * (a redirect to https on the same host is followed); until then the host serves no school.
 */
export const DOMAIN_PROOF_DNS_LABEL = '_course-platform-verification';
export const DOMAIN_PROOF_FILE_PATH = '/.well-known/course-platform-verification.txt';
/** A school's claims waiting for proof at most: each is a row and, on "Verify", outbound requests. */
export const DOMAIN_CLAIMS_MAX = 20;

/** A host the school added that serves nobody yet: how to prove control of it. */
export const consoleDomainClaim = z.object({
  id,
  host: z.string(),
  /** `taken`: another school proved control of the host first; the claim can only be removed. */
  status: z.enum(['pending', 'taken']),
  /** What the TXT record or the file holds, exactly. */
  token: z.string(),
  /** The TXT record's name: `_course-platform-verification.<host>`. */
  dns_name: z.string(),
  /** Where the file is looked for. */
  file_url: z.string(),
  created_at: z.number().int(),
});
export type ConsoleDomainClaim = z.infer<typeof consoleDomainClaim>;

/**
 * `POST /staff/domains`: a host kept for local development serves at once (`active`); any other
 * waits for proof of control (`pending`, decision 099).
 */
export const domainAdded = z.discriminatedUnion('status', [
  z.object({ status: z.literal('active'), domain: consoleDomain }),
  z.object({ status: z.literal('pending'), claim: consoleDomainClaim }),
]);
export type DomainAdded = z.infer<typeof domainAdded>;

/** `GET /staff/brand`: the brand of the host's domain and the school's domains. */
export const consoleBrandView = z.object({
  brand: consoleBrand,
  domains: z.array(consoleDomain),
  /** Hosts added but not yet proven, oldest first. */
  domain_claims: z.array(consoleDomainClaim),
  /** The domain of the host the console is open on. */
  current_domain_id: id,
});
export type ConsoleBrandView = z.infer<typeof consoleBrandView>;

/** `PUT /staff/domains/{id}`: the changed settings of a domain; the others stay. */
export const domainUpdateBody = z
  .object({
    name: inputText()
      .trim()
      .toLowerCase()
      .regex(HOST_NAME_PATTERN, 'Must be a domain name such as school.example.')
      .refine(isReachableHostName, 'Must be a domain name such as school.example.'),
    title: shortText(200).min(1, 'Title cannot be blank.'),
    supportEmail: optionalEmail,
    whatsAppNumber: z
      .string()
      .trim()
      .regex(/^\+?[0-9 ()-]{5,30}$/, 'Must be a phone number.')
      .nullable()
      .or(z.literal('').transform(() => null)),
    ga_id: optionalText(64),
    ya_id: optionalText(64),
    default_language: language,
    languages: z
      .array(language)
      .min(1)
      .max(LANGUAGES.length)
      .refine((v) => new Set(v).size === v.length, 'Each language at most once.'),
    frontendSettings: z
      .object({
        spa_footer_1: optionalText(500),
        spa_footer_2: optionalText(500),
        spa_footer_3: optionalText(500),
        spa_header_logo: optionalLink,
        spa_theme_variables: themeColors,
        validate_cache: z.boolean(),
      })
      .partial(),
  })
  .partial();
export type DomainUpdateBody = z.input<typeof domainUpdateBody>;

/** `POST /staff/domains`: a host the school is also reached on. */
export const domainCreateBody = z.object({
  host: inputText()
    .trim()
    .toLowerCase()
    .transform((v) => v.replace(/\.$/, ''))
    .pipe(
      z
        .string()
        .regex(HOST_NAME_PATTERN, 'Must be a host name such as learn.school.example, without a port.')
        .refine(isReachableHostName, 'Must be a host name such as learn.school.example, without a port.'),
    ),
});
export type DomainCreateBody = z.input<typeof domainCreateBody>;

export const domainParams = z.object({ id: rowIdParam() });
/** `POST /staff/brand/logo?domain_id=`: the domain whose header logo it becomes (default: the host's). */
export const brandLogoQuery = z.object({
  lang: language.optional(),
  domain_id: rowIdParam().optional(),
});
