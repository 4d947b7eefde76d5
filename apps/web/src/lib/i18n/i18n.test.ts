import i18next from 'i18next';
import { afterEach, describe, expect, it } from 'vitest';
import { allResources } from './all-resources';
import { changeLanguage, loadNamespaces } from './i18n';

// The test setup starts with every namespace; these take some away to see them come back.
afterEach(() => {
  for (const language of ['en', 'es'] as const) {
    i18next.addResourceBundle(language, 'materials', allResources[language].materials, true, true);
  }
});

describe('screen namespaces', () => {
  it('download in the language shown before the screen renders', async () => {
    i18next.removeResourceBundle('en', 'materials');
    expect(i18next.hasResourceBundle('en', 'materials')).toBe(false);
    await loadNamespaces(['materials']);
    expect(i18next.getResourceBundle('en', 'materials')).toEqual(allResources.en.materials);
  });

  it('come along when the language changes', async () => {
    await loadNamespaces(['materials']);
    i18next.removeResourceBundle('es', 'materials');
    await changeLanguage('es');
    expect(i18next.language).toBe('es');
    expect(i18next.getResourceBundle('es', 'materials')).toEqual(allResources.es.materials);
  });
});
