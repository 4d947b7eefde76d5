import { DEFAULT_LANGUAGE, type Language } from '@cp/contract';
import i18next, { type InitOptions, type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { isLanguage, LANGUAGES, rememberLanguage } from './languages';
import { loadLanguage } from './locale-files';

export function i18nOptions(language: Language, resources: Resource): InitOptions {
  return {
    lng: language,
    resources,
    defaultNS: 'common',
    // Every key exists in every language (locales parity test): no fallback download.
    fallbackLng: false,
    supportedLngs: [...LANGUAGES],
    // React escapes what it renders.
    interpolation: { escapeValue: false },
  };
}

export async function startI18n(language: Language): Promise<void> {
  const resources = await loadLanguage(language);
  await i18next.use(initReactI18next).init(i18nOptions(language, { [language]: resources }));
  document.documentElement.lang = language;
}

/** Switches the running desk to a language, downloading its texts first. */
export async function changeLanguage(language: Language, { remember = true } = {}): Promise<void> {
  if (!i18next.hasResourceBundle(language, 'common')) {
    for (const [namespace, texts] of Object.entries(await loadLanguage(language))) {
      i18next.addResourceBundle(language, namespace, texts);
    }
  }
  await i18next.changeLanguage(language);
  document.documentElement.lang = language;
  if (remember) rememberLanguage(language);
}

/** The interface language, sent as `lang` on every call (spec 01 §7). */
export function currentLanguage(): Language {
  return isLanguage(i18next.language) ? i18next.language : DEFAULT_LANGUAGE;
}
