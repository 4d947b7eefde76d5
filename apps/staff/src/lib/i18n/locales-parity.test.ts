import { describe, expect, it } from 'vitest';
import { LANGUAGES } from './languages';
import { parseLocalePath } from './locale-files';

const files = import.meta.glob<Record<string, unknown>>('../../locales/*/*.json', {
  eager: true,
  import: 'default',
});

function keys(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([key, inner]) => keys(inner, prefix ? `${prefix}.${key}` : key));
}

const byLanguage = new Map<string, Map<string, string[]>>();
for (const [path, texts] of Object.entries(files)) {
  const [language, namespace] = parseLocalePath(path)!;
  if (!byLanguage.has(language)) byLanguage.set(language, new Map());
  byLanguage.get(language)!.set(namespace, keys(texts).sort());
}

describe('staff locales', () => {
  it('has the same namespaces and keys in ru, en and es', () => {
    const reference = byLanguage.get('ru')!;
    expect(reference.size).toBeGreaterThan(1);
    for (const language of LANGUAGES) {
      const namespaces = byLanguage.get(language);
      expect([...(namespaces?.keys() ?? [])].sort(), language).toEqual([...reference.keys()].sort());
      for (const [namespace, list] of reference) {
        expect(namespaces!.get(namespace), `${language}/${namespace}`).toEqual(list);
      }
    }
  });

  it('has no empty text', () => {
    for (const [path, texts] of Object.entries(files)) {
      for (const key of keys(texts)) {
        const value = key
          .split('.')
          .reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], texts);
        expect(typeof value === 'string' && value.trim().length > 0, `${path}: ${key}`).toBe(true);
      }
    }
  });

  it('reads a locale file name as language and namespace', () => {
    expect(parseLocalePath('../../locales/es/video-consultations.json')).toEqual([
      'es',
      'video-consultations',
    ]);
    expect(parseLocalePath('../../locales/readme.md')).toBeNull();
  });
});
