import { signupByEmailBody } from '@cp/contract';
import { describe, expect, it } from 'vitest';
import { validateSignupForm } from './signup-validation';

const valid = { email: ' Anna@Example.COM ', password: 'secret-pass', password_repeat: 'secret-pass' };

describe('validateSignupForm (spec 01 §5)', () => {
  it('accepts a valid form, with the e-mail trimmed and lower-cased', () => {
    expect(validateSignupForm(valid)).toEqual({
      ok: true,
      body: { email: 'anna@example.com', password: 'secret-pass', password_repeat: 'secret-pass' },
    });
  });

  it('requires every field', () => {
    expect(validateSignupForm({ email: ' ', password: '', password_repeat: '' })).toEqual({
      ok: false,
      errors: { email: 'required', password: 'required', password_repeat: 'required' },
    });
  });

  it('checks the e-mail, the minimum and maximum length, and that the passwords match', () => {
    expect(validateSignupForm({ ...valid, email: 'anna@' })).toMatchObject({ errors: { email: 'email' } });
    expect(validateSignupForm({ ...valid, password: 'short', password_repeat: 'short' })).toMatchObject({
      errors: { password: 'min' },
    });
    const long = 'x'.repeat(1025);
    expect(validateSignupForm({ ...valid, password: long, password_repeat: long })).toMatchObject({
      errors: { password: 'max' },
    });
    expect(validateSignupForm({ ...valid, password_repeat: 'other-pass' })).toEqual({
      ok: false,
      errors: { password_repeat: 'confirmed' },
    });
  });

  it('agrees with the contract the server applies', () => {
    const cases = [
      valid,
      { ...valid, email: 'anna@' },
      { ...valid, password: 'short', password_repeat: 'short' },
      { ...valid, password_repeat: 'nope-nope' },
      { ...valid, password: 'x'.repeat(8), password_repeat: 'x'.repeat(8) },
    ];
    for (const values of cases) {
      const client = validateSignupForm(values).ok;
      const server = signupByEmailBody.safeParse({ ...values, username: values.email }).success;
      expect(client, JSON.stringify(values)).toBe(server);
    }
  });
});
