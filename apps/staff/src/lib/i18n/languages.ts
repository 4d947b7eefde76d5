import { DEFAULT_LANGUAGE, type Language } from '@cp/contract';
import { readStorage, STORAGE_KEYS, writeStorage } from '../storage/storage';

export const LANGUAGES = ['ru', 'en', 'es'] as const satisfies readonly Language[];

export function isLanguage(value: unknown): value is Language {
  return (LANGUAGES as readonly unknown[]).includes(value);
}

/** The language chosen before (shared with the learner app on this browser), else the default. */
export function chosenLanguage(): Language {
  const stored = readStorage(STORAGE_KEYS.language);
  return isLanguage(stored) ? stored : DEFAULT_LANGUAGE;
}

/** A language was chosen on this browser (here or in the learner app), so the school's default does not apply. */
export function hasChosenLanguage(): boolean {
  return isLanguage(readStorage(STORAGE_KEYS.language));
}

export function rememberLanguage(language: Language): void {
  writeStorage(STORAGE_KEYS.language, language);
}

/** The first of the browser's languages the desk speaks ("en-US" is en), if any. */
export function browserLanguage(languages: readonly string[] = navigator.languages ?? []): Language | null {
  for (const tag of languages) {
    const primary = tag.toLowerCase().split('-')[0];
    if (isLanguage(primary)) return primary;
  }
  return null;
}

/**
 * The language of a desk whose school's settings did not load, so no school's default applies
 * (issue 28: an English browser was told in Russian): the one chosen on this browser, else the
 * browser's own, else English.
 */
export function languageWithoutSchool(): Language {
  const stored = readStorage(STORAGE_KEYS.language);
  return isLanguage(stored) ? stored : (browserLanguage() ?? 'en');
}
