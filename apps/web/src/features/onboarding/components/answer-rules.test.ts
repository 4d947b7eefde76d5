import { describe, expect, it } from 'vitest';
import {
  checkAvatarAnswer,
  checkBirthdayAnswer,
  checkEmailAnswer,
  checkFirstName,
  checkPasswordAnswer,
} from './answer-rules';

describe('the chat answers (spec 01 §5)', () => {
  it('takes a first name trimmed, refuses an empty or too long one', () => {
    expect(checkFirstName('  Ana ')).toEqual({ ok: true, value: 'Ana' });
    expect(checkFirstName('   ')).toEqual({ ok: false, rule: 'required' });
    expect(checkFirstName('a'.repeat(101))).toEqual({ ok: false, rule: 'max' });
  });

  it('takes an e-mail trimmed and lower-cased, refuses a broken one', () => {
    expect(checkEmailAnswer(' Ana@Example.COM ')).toEqual({ ok: true, value: 'ana@example.com' });
    expect(checkEmailAnswer('')).toEqual({ ok: false, rule: 'required' });
    expect(checkEmailAnswer('ana@')).toEqual({ ok: false, rule: 'email' });
  });

  it('wants the password twice, long enough', () => {
    expect(checkPasswordAnswer('long-enough', 'long-enough')).toEqual({});
    expect(checkPasswordAnswer('short', 'other')).toEqual({ password: 'min', passwordRepeat: 'confirmed' });
    expect(checkPasswordAnswer('', '')).toEqual({ password: 'required', passwordRepeat: 'required' });
  });

  it('takes a birthday only as a real DD.MM.YYYY date', () => {
    expect(checkBirthdayAnswer(' 29.02.2000 ')).toEqual({ ok: true, value: '29.02.2000' });
    for (const bad of ['29.02.2001', '1.2.2000', '2000-02-01', '31.04.1990', 'tomorrow']) {
      expect(checkBirthdayAnswer(bad)).toEqual({ ok: false, rule: 'format' });
    }
  });

  it('takes a JPEG, PNG or WebP picture up to the limit', () => {
    expect(checkAvatarAnswer({ type: 'image/png', size: 1000 })).toBeNull();
    expect(checkAvatarAnswer({ type: '', size: 1000 })).toBeNull();
    expect(checkAvatarAnswer({ type: 'image/gif', size: 1000 })).toBe('type');
    expect(checkAvatarAnswer({ type: 'image/jpeg', size: 50 * 1024 * 1024 })).toBe('size');
  });
});
