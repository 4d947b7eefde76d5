import { type AppType, DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@cp/contract';
import { APP_TYPE } from '../env/app-env';
import { readStorage, STORAGE_KEYS, writeStorage } from '../storage/storage';

/** spec 01 §8: setting a language outside ru, en, es fails with this text. */
export const UNSUPPORTED_LOCALE_MESSAGE = "Can't set locale unsupported locale";

export class UnsupportedLocaleError extends Error {
  override name = 'UnsupportedLocaleError';
  constructor(readonly locale: unknown) {
    super(UNSUPPORTED_LOCALE_MESSAGE);
  }
}

export function isSupportedLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** spec 01 §5 "Language must be one of the supported ones, else setting it fails". */
export function assertSupportedLanguage(value: unknown): asserts value is Language {
  if (!isSupportedLanguage(value)) throw new UnsupportedLocaleError(value);
}

/** The language the learner chose before, if any (it wins over the domain default). */
export function readChosenLanguage(): Language | null {
  const stored = readStorage(STORAGE_KEYS.language);
  return isSupportedLanguage(stored) ? stored : null;
}

export function storeChosenLanguage(language: string): void {
  assertSupportedLanguage(language);
  writeStorage(STORAGE_KEYS.language, language);
}

/**
 * The school's language as the server wrote it into the page for this host (decision 138), if
 * the page came from it: the configuration is asked for in it, before it has answered.
 */
export function readServedSchoolLanguage(): Language | null {
  const served = document.querySelector('meta[name="cp-school-language"]')?.getAttribute('content');
  return isSupportedLanguage(served) ? served : null;
}

/** spec 01 §9 "locale defaults to en ... for mobile builds". */
export const MOBILE_DEFAULT_LANGUAGE: Language = 'en';

/** The build's own default before any school is known: English in the mobile shell, else Russian. */
export function buildDefaultLanguage(appType: AppType = APP_TYPE): Language {
  return appType === 'mobile' ? MOBILE_DEFAULT_LANGUAGE : DEFAULT_LANGUAGE;
}

/**
 * The school's default on this build: the domain's default language on the web; English in the
 * mobile shell wherever the school speaks it (spec 01 §9), since a store app is offered beyond the
 * school's own country. A school without English keeps its own default there too.
 */
export function schoolDefaultLanguage(
  domainDefault: string,
  offered: readonly Language[],
  appType: AppType = APP_TYPE,
): string {
  if (appType === 'mobile' && offered.includes(MOBILE_DEFAULT_LANGUAGE)) return MOBILE_DEFAULT_LANGUAGE;
  return domainDefault;
}

/** The learner's choice, else the school's default on this build, else Russian (spec 01 §9). */
export function resolveLanguage(chosen: Language | null, domainDefault: string | null | undefined): Language {
  if (chosen) return chosen;
  if (isSupportedLanguage(domainDefault)) return domainDefault;
  return DEFAULT_LANGUAGE;
}

/** The school's own language as its configuration last said (issue 27): a later start that cannot
 * load the configuration speaks it, not Russian. */
export function readSchoolLanguage(): Language | null {
  const stored = readStorage(STORAGE_KEYS.schoolLanguage);
  return isSupportedLanguage(stored) ? stored : null;
}

export function rememberSchoolLanguage(code: string): void {
  if (isSupportedLanguage(code)) writeStorage(STORAGE_KEYS.schoolLanguage, code);
}

/** The first of the browser's languages the app speaks ("en-US" is en), if any. */
export function browserLanguage(languages: readonly string[] = navigator.languages ?? []): Language | null {
  for (const tag of languages) {
    const primary = tag.toLowerCase().split('-')[0];
    if (isSupportedLanguage(primary)) return primary;
  }
  return null;
}

/**
 * The language to say that the configuration did not load in: the learner's choice, else the
 * school's as last known, else the browser's (issue 27: an English browser was told in Russian).
 */
export function languageWithoutConfig(): Language | null {
  return readChosenLanguage() ?? readSchoolLanguage() ?? browserLanguage();
}

/**
 * The language to say in that an address is no school: as above, else English (issue 28). There is
 * no school whose default could apply, and an operator setting up an installation may read no
 * Russian (spec 01 §9's Russian is the default of a school's interface).
 */
export function languageWithoutSchool(): Language {
  return languageWithoutConfig() ?? 'en';
}
