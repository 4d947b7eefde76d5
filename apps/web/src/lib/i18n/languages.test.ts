import { describe, expect, it, vi } from 'vitest';
import {
  browserLanguage,
  buildDefaultLanguage,
  languageWithoutConfig,
  languageWithoutSchool,
  readChosenLanguage,
  readServedSchoolLanguage,
  rememberSchoolLanguage,
  resolveLanguage,
  schoolDefaultLanguage,
  storeChosenLanguage,
  UNSUPPORTED_LOCALE_MESSAGE,
} from './languages';

describe('readServedSchoolLanguage', () => {
  const serve = (content: string) => {
    const meta = document.createElement('meta');
    meta.setAttribute('name', 'cp-school-language');
    meta.setAttribute('content', content);
    document.head.append(meta);
    return meta;
  };

  it("reads the school's language the server wrote into the page (decision 138)", () => {
    const meta = serve('en');
    expect(readServedSchoolLanguage()).toBe('en');
    meta.remove();
  });

  it('is null on a page as built, and for a language the app does not have', () => {
    expect(readServedSchoolLanguage()).toBeNull();
    const meta = serve('de');
    expect(readServedSchoolLanguage()).toBeNull();
    meta.remove();
  });
});

describe('languages', () => {
  it('refuses an unsupported language with the spec text', () => {
    expect(() => storeChosenLanguage('de')).toThrow(UNSUPPORTED_LOCALE_MESSAGE);
    expect(UNSUPPORTED_LOCALE_MESSAGE).toBe("Can't set locale unsupported locale");
  });

  it('stores a supported language', () => {
    storeChosenLanguage('es');
    expect(readChosenLanguage()).toBe('es');
  });

  it('ignores a stored value that is not supported', () => {
    window.localStorage.setItem('cp.language', 'fr');
    expect(readChosenLanguage()).toBeNull();
  });

  it('prefers the learner choice, then the domain default, then Russian', () => {
    expect(resolveLanguage('en', 'es')).toBe('en');
    expect(resolveLanguage(null, 'es')).toBe('es');
    expect(resolveLanguage(null, 'de')).toBe('ru');
    expect(resolveLanguage(null, undefined)).toBe('ru');
  });

  // spec 01 §9 "locale defaults to en ... for mobile builds".
  it('defaults to English in the mobile shell, to the school’s language on the web', () => {
    expect(buildDefaultLanguage('mobile')).toBe('en');
    expect(buildDefaultLanguage('web')).toBe('ru');
    expect(schoolDefaultLanguage('ru', ['ru', 'en', 'es'], 'mobile')).toBe('en');
    expect(schoolDefaultLanguage('ru', ['ru', 'en', 'es'], 'web')).toBe('ru');
    // A school that does not speak English keeps its own default in the shell too.
    expect(schoolDefaultLanguage('es', ['ru', 'es'], 'mobile')).toBe('es');
    // The learner's choice still wins over the shell's English.
    expect(resolveLanguage('ru', schoolDefaultLanguage('ru', ['ru', 'en'], 'mobile'))).toBe('ru');
    expect(resolveLanguage(null, schoolDefaultLanguage('ru', ['ru', 'en'], 'mobile'))).toBe('en');
  });

  it('without a configuration: the choice, else the school’s as last known, else the browser’s (issue 27)', () => {
    expect(browserLanguage(['de-DE', 'en-US', 'ru'])).toBe('en');
    expect(browserLanguage(['ES'])).toBe('es');
    expect(browserLanguage(['de', 'fr'])).toBeNull();
    rememberSchoolLanguage('es');
    expect(languageWithoutConfig()).toBe('es');
    storeChosenLanguage('ru');
    expect(languageWithoutConfig()).toBe('ru');
    window.localStorage.clear();
    expect(languageWithoutConfig()).toBe(browserLanguage());
  });

  it('says that an address is no school in the browser language, else English, never the default Russian (issue 28)', () => {
    window.localStorage.clear();
    const spy = vi.spyOn(navigator, 'languages', 'get');
    try {
      spy.mockReturnValue(['de-DE', 'fr']);
      expect(languageWithoutSchool()).toBe('en');
      spy.mockReturnValue(['es-MX', 'en']);
      expect(languageWithoutSchool()).toBe('es');
      storeChosenLanguage('ru');
      expect(languageWithoutSchool()).toBe('ru');
    } finally {
      spy.mockRestore();
      window.localStorage.clear();
    }
  });
});
