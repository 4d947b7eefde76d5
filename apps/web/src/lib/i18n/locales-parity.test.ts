import { LANGUAGES } from '@cp/contract';
import { describe, expect, it } from 'vitest';
import { allResources } from './all-resources';

// Every namespace of every language, as the screens load them one by one.
const bundles = allResources;
const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;

/** `a.b.c` paths of every string in a namespace tree. */
function keys(tree: unknown, prefix = ''): string[] {
  if (typeof tree === 'string') return [prefix];
  return Object.entries(tree as Record<string, unknown>).flatMap(([key, value]) =>
    keys(value, prefix ? `${prefix}.${key}` : key),
  );
}

function namespaceKeys(language: keyof typeof bundles): Set<string> {
  return new Set(
    Object.entries(bundles[language]).flatMap(([namespace, tree]) =>
      keys(tree).map((key) => `${namespace}:${key.replace(PLURAL_SUFFIX, '')}`),
    ),
  );
}

describe('locales', () => {
  it('have the same keys in ru, en and es (plural forms aside)', () => {
    const reference = namespaceKeys('ru');
    for (const language of LANGUAGES) {
      const own = namespaceKeys(language);
      expect({ language, missing: [...reference].filter((key) => !own.has(key)) }).toEqual({
        language,
        missing: [],
      });
      expect({ language, extra: [...own].filter((key) => !reference.has(key)) }).toEqual({
        language,
        extra: [],
      });
    }
  });

  it('give every plural key all the forms the language needs', () => {
    for (const language of LANGUAGES) {
      const categories = new Intl.PluralRules(language).resolvedOptions().pluralCategories;
      const all = Object.entries(bundles[language]).flatMap(([namespace, tree]) =>
        keys(tree).map((key) => `${namespace}:${key}`),
      );
      const pluralBases = new Set(
        all.filter((key) => PLURAL_SUFFIX.test(key)).map((key) => key.replace(PLURAL_SUFFIX, '')),
      );
      for (const base of pluralBases) {
        const missing = categories.filter((category) => !all.includes(`${base}_${category}`));
        expect({ language, base, missing }).toEqual({ language, base, missing: [] });
      }
    }
  });

  it('never leave a text empty', () => {
    for (const language of LANGUAGES) {
      for (const [namespace, tree] of Object.entries(bundles[language])) {
        for (const key of keys(tree)) {
          const value = key
            .split('.')
            .reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], tree);
          expect({ language, key: `${namespace}:${key}`, empty: value === '' }).toMatchObject({
            empty: false,
          });
        }
      }
    }
  });
});
