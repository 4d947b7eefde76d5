import { LANGUAGES, type Language } from '@cp/contract';
import type { Resources } from './resources';

/**
 * Every namespace of every language at once, for tests (the app loads them per screen,
 * ./i18n.ts). Not imported by the app.
 */
const files = import.meta.glob<Record<string, unknown>>('../../locales/*/*.json', {
  eager: true,
  import: 'default',
});

function language(code: Language): Resources {
  const namespaces: Record<string, unknown> = {};
  for (const [file, texts] of Object.entries(files)) {
    const match = /\/locales\/([a-z]+)\/([a-z-]+)\.json$/.exec(file);
    if (match?.[1] === code && match[2]) namespaces[match[2]] = texts;
  }
  return namespaces as unknown as Resources;
}

export const allResources = Object.fromEntries(LANGUAGES.map((code) => [code, language(code)])) as Record<
  Language,
  Resources
>;
