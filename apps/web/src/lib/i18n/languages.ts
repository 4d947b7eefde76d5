import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@cp/contract';
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

/** The learner's choice, else the domain's default, else Russian (spec 01 §9). */
export function resolveLanguage(chosen: Language | null, domainDefault: string | null | undefined): Language {
  if (chosen) return chosen;
  if (isSupportedLanguage(domainDefault)) return domainDefault;
  return DEFAULT_LANGUAGE;
}
