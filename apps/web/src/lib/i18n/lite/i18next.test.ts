import { act, renderHook } from '@testing-library/react';
import i18next from 'i18next';
import { useTranslation } from 'react-i18next';
import { afterEach, describe, expect, it } from 'vitest';

// `i18next` and `react-i18next` resolve to ./i18next.ts and ./react-i18next.ts here as in the
// build (vite.config.ts): these are the behaviours of the real ones the app relies on.

// The test namespace is not one of the app's, so the typed keys are set aside here.
type LooseT = (key: string, options?: Record<string, unknown>) => string;
const t: LooseT = (key, options) => (i18next.t as unknown as LooseT)(key, options);
const useLooseTranslation = (ns: string | string[]) =>
  (useTranslation as unknown as (ns: string | string[]) => { t: LooseT })(ns);

const texts = {
  greeting: 'Hello, {{name}}!',
  nested: { deep: { key: 'Deep' } },
  days_one: '{{count}} day',
  days_few: '{{count}} дня',
  days_many: '{{count}} дней',
  days_other: '{{count}} days',
  none_zero: 'Nothing',
  none_other: '{{count}} things',
  plain: 'No plural forms',
};

describe('i18next (lite)', () => {
  afterEach(async () => {
    i18next.removeResourceBundle('xx', 'test');
    await i18next.changeLanguage('en');
  });

  it('finds keys by namespace, nested path and `ns:key`, and answers the key when missing', () => {
    i18next.addResourceBundle('en', 'test', texts);
    expect(t('test:nested.deep.key')).toBe('Deep');
    expect(t('nested.deep.key', { ns: 'test' })).toBe('Deep');
    expect(t('greeting', { ns: ['common', 'test'], name: 'Ann' })).toBe('Hello, Ann!');
    expect(t('test:missing.key')).toBe('missing.key');
    expect(t('greeting', { ns: 'test' })).toBe('Hello, {{name}}!');
  });

  it('picks plural forms by the language’s rules, with _zero for 0', async () => {
    i18next.addResourceBundle('en', 'test', texts);
    expect(t('test:days', { count: 1 })).toBe('1 day');
    expect(t('test:days', { count: 5 })).toBe('5 days');
    expect(t('test:none', { count: 0 })).toBe('Nothing');
    expect(t('test:plain', { count: 3 })).toBe('No plural forms');
    i18next.addResourceBundle('ru', 'test', texts);
    await i18next.changeLanguage('ru');
    expect(t('test:days', { count: 3 })).toBe('3 дня');
    expect(t('test:days', { count: 11 })).toBe('11 дней');
    expect(t('test:days', { count: 21 })).toBe('21 day');
    i18next.removeResourceBundle('ru', 'test');
  });

  it('useTranslation binds the namespace and renders again when the language changes', async () => {
    i18next.addResourceBundle('en', 'test', { word: 'Word' });
    i18next.addResourceBundle('es', 'test', { word: 'Palabra' });
    const { result } = renderHook(() => useLooseTranslation('test'));
    const first = result.current.t;
    expect(result.current.t('word')).toBe('Word');
    await act(() => i18next.changeLanguage('es'));
    expect(result.current.t('word')).toBe('Palabra');
    expect(result.current.t).not.toBe(first);
    i18next.removeResourceBundle('es', 'test');
  });

  it('keeps one `t` across renders for a namespace list', () => {
    const { result, rerender } = renderHook(() => useLooseTranslation(['points', 'common']));
    const first = result.current.t;
    rerender();
    expect(result.current.t).toBe(first);
  });
});
