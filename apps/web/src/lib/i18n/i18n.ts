import { DEFAULT_LANGUAGE, type Language } from '@cp/contract';
import i18next, { type InitOptions, type Resource, type ResourceLanguage } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { assertSupportedLanguage, isSupportedLanguage } from './languages';
import type { BootNamespace, LazyNamespace, Namespace } from './resources';

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
  'menus',
  'profile',
  'settings',
  'reminders',
  'points',
  'support',
  'banners',
  'community',
  'videoconsultations',
] as const satisfies readonly Namespace[];

const BOOT_NAMESPACES = ['common'] as const satisfies readonly BootNamespace[];

// One small chunk per language with the shell's texts and the loaders of the screens'
// namespaces, one chunk each, loaded with the screens that use them (app/router
// lazyRoute): the page downloads only the language it shows and the texts of the
// screens it shows (ARCHITECTURE §7); switching reloads the page anyway (spec 01 §2).
interface LanguageBundle {
  default: ResourceLanguage;
  namespaces: Record<LazyNamespace, () => Promise<{ default: object }>>;
}

const bundles: Record<Language, () => Promise<LanguageBundle>> = {
  ru: () => import('../../locales/ru'),
  en: () => import('../../locales/en'),
  es: () => import('../../locales/es'),
};

/** The namespaces a screen asked for: a language switch loads them in the new language too. */
const wanted = new Set<LazyNamespace>();
/** The language a switch is loading, while it does. */
let switchingTo: Language | null = null;

export function i18nOptions(
  language: Language,
  resources: Resource,
  namespaces: readonly Namespace[] = NAMESPACES,
): InitOptions {
  return {
    lng: language,
    resources,
    ns: [...namespaces],
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
  await i18next
    .use(initReactI18next)
    .init(i18nOptions(language, { [language]: bundle.default }, BOOT_NAMESPACES));
  document.documentElement.lang = language;
}

async function loadInto(language: Language, namespaces: Iterable<LazyNamespace>): Promise<void> {
  const missing = [...namespaces].filter((namespace) => !i18next.hasResourceBundle(language, namespace));
  if (!missing.length) return;
  const bundle = await bundles[language]();
  await Promise.all(
    missing.map(async (namespace) => {
      const texts = await bundle.namespaces[namespace]();
      i18next.addResourceBundle(language, namespace, texts.default);
    }),
  );
}

/**
 * Downloads the namespaces a screen uses, in the language shown (and in the one being
 * switched to): awaited before the screen renders, so it never shows keys. Rejects when
 * a chunk fails, like the screen's own chunk.
 */
export async function loadNamespaces(namespaces: readonly LazyNamespace[]): Promise<void> {
  for (const namespace of namespaces) wanted.add(namespace);
  const languages = new Set([currentLanguage(), ...(switchingTo ? [switchingTo] : [])]);
  await Promise.all([...languages].map((language) => loadInto(language, namespaces)));
}

/**
 * Starts downloading a language's texts for a screen that is about to ask for them (the first
 * screen, app/boot/first-paint.ts): its loadNamespaces then finds the modules loaded.
 */
export function prefetchNamespaces(language: Language, namespaces: readonly LazyNamespace[]): void {
  bundles[language]()
    .then((bundle) => Promise.all(namespaces.map((namespace) => bundle.namespaces[namespace]())))
    .catch(() => undefined);
}

/** Switches the running app to a language, downloading its texts when needed. */
export async function changeLanguage(language: string): Promise<void> {
  assertSupportedLanguage(language);
  switchingTo = language;
  try {
    if (!i18next.hasResourceBundle(language, 'common')) {
      const bundle = await bundles[language]();
      for (const [namespace, resources] of Object.entries(bundle.default)) {
        i18next.addResourceBundle(language, namespace, resources);
      }
    }
    await loadInto(language, wanted);
    await i18next.changeLanguage(language);
  } finally {
    if (switchingTo === language) switchingTo = null;
  }
}

/** The language of the interface, sent as `lang` on every call (spec 01 §7). */
export function currentLanguage(): Language {
  const language = i18next.language;
  return isSupportedLanguage(language) ? language : DEFAULT_LANGUAGE;
}
