import { DEFAULT_LANGUAGE, type Language } from '@cp/contract';
import i18next, { type InitOptions, type Resource, type ResourceLanguage } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { assertSupportedLanguage, isSupportedLanguage } from './languages';

export const NAMESPACES = [
  'common',
  'auth',
  'courses',
  'account',
  'not-found',
  'learning',
  'calendar',
  'day',
  'materials',
  'freeze',
  'player',
  'social',
] as const;

// One chunk per language, holding every namespace: the page downloads only the
// language it shows, and switching reloads the page anyway (spec 01 §2).
const bundles: Record<Language, () => Promise<{ default: ResourceLanguage }>> = {
  ru: () => import('../../locales/ru'),
  en: () => import('../../locales/en'),
  es: () => import('../../locales/es'),
};

export function i18nOptions(language: Language, resources: Resource): InitOptions {
  return {
    lng: language,
    resources,
    ns: [...NAMESPACES],
    defaultNS: 'common',
    // Every key exists in every language (locales parity test), so no fallback
    // bundle has to be downloaded.
    fallbackLng: false,
    supportedLngs: ['ru', 'en', 'es'],
    // React escapes what it renders.
    interpolation: { escapeValue: false },
  };
}

i18next.on('languageChanged', (language) => {
  document.documentElement.lang = language;
});

export async function startI18n(language: Language): Promise<void> {
  const bundle = await bundles[language]();
  await i18next.use(initReactI18next).init(i18nOptions(language, { [language]: bundle.default }));
  document.documentElement.lang = language;
}

/** Switches the running app to a language, downloading its bundle when needed. */
export async function changeLanguage(language: string): Promise<void> {
  assertSupportedLanguage(language);
  if (!i18next.hasResourceBundle(language, 'common')) {
    const bundle = await bundles[language]();
    for (const [namespace, resources] of Object.entries(bundle.default)) {
      i18next.addResourceBundle(language, namespace, resources);
    }
  }
  await i18next.changeLanguage(language);
}

/** The language of the interface, sent as `lang` on every call (spec 01 §7). */
export function currentLanguage(): Language {
  const language = i18next.language;
  return isSupportedLanguage(language) ? language : DEFAULT_LANGUAGE;
}
