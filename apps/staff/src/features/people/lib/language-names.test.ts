import { describe, expect, it } from 'vitest';
import { languageName } from './language-names';

describe('languageName', () => {
  it('names a tag of a language the product speaks by the language itself', () => {
    expect(languageName('en-US')).toBe('English');
    expect(languageName('ru-RU')).toBe('Русский');
    expect(languageName('es')).toBe('Español');
  });

  it('shows any other tag as stored', () => {
    expect(languageName('de-DE')).toBe('de-DE');
  });
});
