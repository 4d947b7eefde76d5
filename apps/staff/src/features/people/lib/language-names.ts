import { LANGUAGES, type Language } from '@cp/contract';

/** The languages' own names, as a language list shows them whatever the console's language. */
export const LANGUAGE_NAMES: Record<Language, string> = { ru: 'Русский', en: 'English', es: 'Español' };

/**
 * A learner's language tag as the console shows it: the language's own name for a tag of one the
 * product speaks (`en-US` is "English"), else the tag as stored.
 */
export function languageName(tag: string): string {
  const primary = tag.split('-')[0]?.toLowerCase() ?? '';
  return (LANGUAGES as readonly string[]).includes(primary) ? LANGUAGE_NAMES[primary as Language] : tag;
}
