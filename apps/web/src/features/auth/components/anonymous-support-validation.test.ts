import { techQuestionAnonymousBody } from '@cp/contract';
import { describe, expect, it } from 'vitest';
import { canSubmitAnonymous, checkAnonymousSupport } from './anonymous-support-validation';

const ok = { email: ' Guest@Example.com ', name: ' Guest ', message: ' Help ', categoryId: null };

describe('anonymous support form rules (spec 01 §5)', () => {
  it('keeps the button disabled until a message exists, and while sending', () => {
    expect(canSubmitAnonymous('', false)).toBe(false);
    expect(canSubmitAnonymous('   ', false)).toBe(false);
    expect(canSubmitAnonymous('Hi', false)).toBe(true);
    expect(canSubmitAnonymous('Hi', true)).toBe(false);
  });

  it('silently ignores a submit with any of the three empty', () => {
    expect(checkAnonymousSupport({ ...ok, email: ' ' })).toEqual({ kind: 'ignored', firstEmpty: 'email' });
    expect(checkAnonymousSupport({ ...ok, name: '' })).toEqual({ kind: 'ignored', firstEmpty: 'name' });
    expect(checkAnonymousSupport({ ...ok, message: '\n' })).toEqual({
      kind: 'ignored',
      firstEmpty: 'message',
    });
  });

  it('refuses an invalid e-mail and a message over 500 characters', () => {
    expect(checkAnonymousSupport({ ...ok, email: 'guest@' })).toEqual({
      kind: 'invalid',
      errors: { email: 'email' },
    });
    expect(checkAnonymousSupport({ ...ok, message: 'x'.repeat(501) })).toEqual({
      kind: 'invalid',
      errors: { message: 'max' },
    });
  });

  it('sends the trimmed, lower-cased values the contract accepts', () => {
    const result = checkAnonymousSupport({ ...ok, categoryId: 2 });
    expect(result).toEqual({
      kind: 'ok',
      question: { email: 'guest@example.com', name: 'Guest', message: 'Help', categoryId: 2 },
    });
    if (result.kind !== 'ok') return;
    const { email, name, message, categoryId } = result.question;
    expect(
      techQuestionAnonymousBody.safeParse({ email, name, message, support_category_id: categoryId }).success,
    ).toBe(true);
  });

  it('agrees with the contract on what it lets through', () => {
    for (const values of [
      ok,
      { ...ok, email: 'a@b' },
      { ...ok, email: 'first.last+tag@mail.example.org' },
      { ...ok, message: 'y'.repeat(500) },
      { ...ok, message: 'y'.repeat(501) },
    ]) {
      const client = checkAnonymousSupport(values).kind === 'ok';
      const server = techQuestionAnonymousBody.safeParse({
        email: values.email,
        name: values.name,
        message: values.message,
      }).success;
      expect({ values, client }).toEqual({ values, client: server });
    }
  });
});
