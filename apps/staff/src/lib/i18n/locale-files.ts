import type { Language } from '@cp/contract';

/**
 * Every namespace is one file `src/locales/<language>/<namespace>.json`: a feature plugs
 * its texts in by adding its file in the three languages (docs/staff-app.md), nothing to
 * register. The loaders are one small chunk each; the app loads one language.
 */
const files = import.meta.glob<{ default: Record<string, unknown> }>('../../locales/*/*.json');

export type LanguageResources = Record<string, Record<string, unknown>>;

/** `../../locales/en/desk.json` -> `['en', 'desk']`. */
export function parseLocalePath(path: string): [string, string] | null {
  const match = /locales\/([a-z]{2})\/([\w-]+)\.json$/.exec(path);
  return match ? [match[1]!, match[2]!] : null;
}

export async function loadLanguage(language: Language): Promise<LanguageResources> {
  const entries = await Promise.all(
    Object.entries(files)
      .map(([path, load]) => ({ parsed: parseLocalePath(path), load }))
      .filter(({ parsed }) => parsed?.[0] === language)
      .map(async ({ parsed, load }) => [parsed![1], (await load()).default] as const),
  );
  return Object.fromEntries(entries);
}
