import {
  type BrandUpdateBody,
  type ConsoleBrand,
  type ConsoleDomain,
  type DomainUpdateBody,
  HEX_COLOR_PATTERN,
  LANGUAGES,
  type Language,
  SUPPORT_CATEGORY_SETTINGS,
  type SupportCategorySetting,
  THEME_COLOR_VARIABLES,
  type ThemeColorVariable,
} from '@cp/contract';
import { type ChatFormValues, chatChanges, chatFormOf } from './chat-form';

/** The flags the features section offers, each with a hint of what it does for learners. */
export const FEATURE_FLAGS = [
  'isRegistrationEnable',
  'isUserAnonAuthEnable',
  'isChatSupport',
  'isVideoConsultationSupport',
  'isBannerEnable',
  'isOfflineEnable',
  'isDemoAccessible',
  'isSingleDeviceOnly',
  'userInfoChat',
  'statistic',
  'isAppStoreSupport',
] as const;
export type FeatureFlag = (typeof FEATURE_FLAGS)[number];

/** The apps' default colours (packages/ui tokens.css), shown where a domain sets none. */
export const DEFAULT_COLORS: Record<ThemeColorVariable, string> = {
  '--color-primary': '#1d5fd1',
  '--color-primary-contrast': '#ffffff',
  '--color-accent': '#f59e0b',
  '--color-background': '#f4f5f7',
  '--color-surface': '#ffffff',
  '--color-text': '#1c1f24',
};

type PerLanguage = Record<Language, string>;

export interface BrandFormValues {
  flags: Record<FeatureFlag, boolean>;
  salesEmail: string;
  daysShowWarning: string;
  messageDelay: string;
  instructionUrl: PerLanguage;
  guidelineUrl: PerLanguage;
  communityUrl: string;
  /** The support topic (its number, as a select holds it) each kind of automatic request goes to. */
  supportTopics: Record<SupportCategorySetting, string>;
  /** The onboarding chat's lines and questions (issue 15). */
  chat: ChatFormValues;
}

export interface DomainFormValues {
  title: string;
  name: string;
  supportEmail: string;
  whatsAppNumber: string;
  gaId: string;
  yaId: string;
  defaultLanguage: Language;
  languages: Language[];
  footer: [string, string, string];
  logo: string;
  colors: Record<ThemeColorVariable, string>;
  validateCache: boolean;
}

const perLanguage = (links: Partial<Record<Language, string>>): PerLanguage =>
  Object.fromEntries(LANGUAGES.map((l) => [l, links[l] ?? ''])) as PerLanguage;

export function brandFormOf(brand: ConsoleBrand): BrandFormValues {
  return {
    flags: Object.fromEntries(FEATURE_FLAGS.map((flag) => [flag, Boolean(brand[flag])])) as Record<
      FeatureFlag,
      boolean
    >,
    salesEmail: brand.salesEmail ?? '',
    daysShowWarning: String(brand.daysShowWarning),
    messageDelay: String(brand.messageDelay),
    instructionUrl: perLanguage(brand.instructionUrl),
    guidelineUrl: perLanguage(brand.guidelineUrl),
    communityUrl: brand.communityUrl ?? '',
    supportTopics: Object.fromEntries(
      SUPPORT_CATEGORY_SETTINGS.map((s) => [s, String(brand.supportCategoryIds[s])]),
    ) as Record<SupportCategorySetting, string>,
    chat: chatFormOf(brand),
  };
}

export function domainFormOf(domain: ConsoleDomain): DomainFormValues {
  const fs = domain.frontendSettings;
  const colors = { ...DEFAULT_COLORS };
  for (const name of THEME_COLOR_VARIABLES) {
    const value = fs.spa_theme_variables[name];
    if (value && HEX_COLOR_PATTERN.test(value)) colors[name] = value.toLowerCase();
  }
  return {
    title: domain.title,
    name: domain.name,
    supportEmail: domain.supportEmail ?? '',
    whatsAppNumber: domain.whatsAppNumber ?? '',
    gaId: domain.ga_id ?? '',
    yaId: domain.ya_id ?? '',
    defaultLanguage: domain.default_language,
    languages: domain.languages,
    footer: [fs.spa_footer_1 ?? '', fs.spa_footer_2 ?? '', fs.spa_footer_3 ?? ''],
    logo: fs.spa_header_logo ?? '',
    colors,
    validateCache: fs.validate_cache,
  };
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
const links = (values: PerLanguage) =>
  Object.fromEntries(Object.entries(values).filter(([, url]) => url.trim()));

/** The brand fields the form changed, as the server names them (only those are sent). */
export function brandChanges(
  before: BrandFormValues,
  after: BrandFormValues,
): Omit<BrandUpdateBody, 'expected_version'> {
  const changes: Omit<BrandUpdateBody, 'expected_version'> = {};
  for (const flag of FEATURE_FLAGS)
    if (before.flags[flag] !== after.flags[flag]) changes[flag] = after.flags[flag];
  if (before.salesEmail !== after.salesEmail) changes.salesEmail = after.salesEmail.trim() || null;
  // Numbers travel as typed; the server says when one is not a number in range.
  if (before.daysShowWarning !== after.daysShowWarning)
    changes.daysShowWarning = Number(after.daysShowWarning);
  if (before.messageDelay !== after.messageDelay) changes.messageDelay = Number(after.messageDelay);
  if (!same(before.instructionUrl, after.instructionUrl))
    changes.instructionUrl = links(after.instructionUrl);
  if (!same(before.guidelineUrl, after.guidelineUrl)) changes.guidelineUrl = links(after.guidelineUrl);
  if (before.communityUrl !== after.communityUrl) changes.communityUrl = after.communityUrl.trim() || null;
  // The server takes the three together (spec 01 §3 `supportCategoryIds` is one object).
  if (!same(before.supportTopics, after.supportTopics)) {
    const ids = after.supportTopics;
    changes.supportCategoryIds = {
      passHomework: Number(ids.passHomework),
      renewCourse: Number(ids.renewCourse),
      renewConsultation: Number(ids.renewConsultation),
    };
  }
  Object.assign(changes, chatChanges(before.chat, after.chat));
  return changes;
}

/** The domain settings the form changed (only those are sent: another administrator's other edits stay). */
export function domainChanges(before: DomainFormValues, after: DomainFormValues): DomainUpdateBody {
  const changes: DomainUpdateBody = {};
  const settings: NonNullable<DomainUpdateBody['frontendSettings']> = {};
  if (before.title !== after.title) changes.title = after.title;
  if (before.name !== after.name) changes.name = after.name;
  if (before.supportEmail !== after.supportEmail) changes.supportEmail = after.supportEmail.trim() || null;
  if (before.whatsAppNumber !== after.whatsAppNumber)
    changes.whatsAppNumber = after.whatsAppNumber.trim() || null;
  if (before.gaId !== after.gaId) changes.ga_id = after.gaId.trim() || null;
  if (before.yaId !== after.yaId) changes.ya_id = after.yaId.trim() || null;
  if (before.defaultLanguage !== after.defaultLanguage) changes.default_language = after.defaultLanguage;
  if (!same(before.languages, after.languages)) changes.languages = after.languages;
  after.footer.forEach((text, index) => {
    if (text !== before.footer[index]) {
      settings[`spa_footer_${index + 1}` as 'spa_footer_1'] = text.trim() || null;
    }
  });
  if (before.logo !== after.logo) settings.spa_header_logo = after.logo.trim() || null;
  const colors = THEME_COLOR_VARIABLES.filter((name) => before.colors[name] !== after.colors[name]);
  if (colors.length > 0) {
    settings.spa_theme_variables = Object.fromEntries(colors.map((name) => [name, after.colors[name]]));
  }
  if (before.validateCache !== after.validateCache) settings.validate_cache = after.validateCache;
  if (Object.keys(settings).length > 0) changes.frontendSettings = settings;
  return changes;
}

export const isEmpty = (changes: object) => Object.keys(changes).length === 0;

/** The field path of a theme colour, as the server names it in a 422. */
export const colorField = (name: ThemeColorVariable) => `frontendSettings.spa_theme_variables.${name}`;

/**
 * Checks the browser can make before sending (the server checks again): colours as #rrggbb,
 * a title, a default language among the languages. Keys are the server's field paths.
 */
export function domainErrors(
  values: DomainFormValues,
  text: (key: string) => string,
): Record<string, string> {
  const errors: Record<string, string> = {};
  if (!values.title.trim()) errors.title = text('errors.titleRequired');
  for (const name of THEME_COLOR_VARIABLES) {
    if (!HEX_COLOR_PATTERN.test(values.colors[name])) errors[colorField(name)] = text('errors.color');
  }
  if (values.languages.length === 0) errors.languages = text('errors.languagesRequired');
  else if (!values.languages.includes(values.defaultLanguage)) {
    errors.default_language = text('errors.defaultLanguage');
  }
  return errors;
}
