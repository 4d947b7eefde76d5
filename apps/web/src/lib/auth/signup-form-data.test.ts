import { describe, expect, it } from 'vitest';
import { signupFormData } from './signup-form-data';

describe('signupFormData (spec 01 §5, §7)', () => {
  it('sends the e-mail as username and e-mail, the password twice, the timezone and the referral code', () => {
    const form = signupFormData({
      email: 'anna@example.com',
      password: 'long-enough',
      password_repeat: 'long-enough',
      timezone: 'Europe/Madrid',
      referral_code: 'ABC123',
    });
    expect(Object.fromEntries(form.entries())).toEqual({
      username: 'anna@example.com',
      email: 'anna@example.com',
      password: 'long-enough',
      password_repeat: 'long-enough',
      timezone: 'Europe/Madrid',
      referral_code: 'ABC123',
    });
  });

  it('leaves out a timezone and a referral code it does not have', () => {
    const form = signupFormData({ email: 'a@b.co', password: 'p', password_repeat: 'q' });
    expect([...form.keys()].sort()).toEqual(['email', 'password', 'password_repeat', 'username']);
  });
});
