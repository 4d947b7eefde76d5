import { loginBody } from '@cp/contract';
import { describe, expect, it } from 'vitest';
import { validateLoginForm } from './login-validation';

describe('validateLoginForm (spec 01 §5)', () => {
  it('trims and lower-cases the e-mail', () => {
    expect(validateLoginForm({ email: '  Anna.P@Example.COM ', password: 'secret' })).toEqual({
      ok: true,
      body: { email: 'anna.p@example.com', password: 'secret' },
    });
  });

  it('requires both fields', () => {
    expect(validateLoginForm({ email: '   ', password: '' })).toEqual({
      ok: false,
      errors: { email: 'required', password: 'required' },
    });
  });

  it('refuses an invalid e-mail', () => {
    expect(validateLoginForm({ email: 'anna@', password: 'x' })).toEqual({
      ok: false,
      errors: { email: 'email' },
    });
    expect(validateLoginForm({ email: 'anna example.com', password: 'x' })).toEqual({
      ok: false,
      errors: { email: 'email' },
    });
  });

  it('keeps the password as typed (spaces are part of it)', () => {
    const result = validateLoginForm({ email: 'a@b.co', password: ' pass ' });
    expect(result).toEqual({ ok: true, body: { email: 'a@b.co', password: ' pass ' } });
  });

  it('agrees with the contract schema the server validates with', () => {
    for (const email of [
      'a@b.co',
      ' A@B.CO ',
      'a@b',
      'a..b@c.de',
      '',
      'x@y.z',
      "o'neil+x@mail.example.org",
      '.a@b.co',
      'a.@b.co',
      'a@-b.co',
      'a@b.c0',
    ]) {
      const client = validateLoginForm({ email, password: 'p' }).ok;
      const server = loginBody.safeParse({ email, password: 'p' }).success;
      expect({ email, client }).toEqual({ email, client: server });
    }
  });
});
