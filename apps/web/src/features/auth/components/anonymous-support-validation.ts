import { EMAIL_PATTERN, normalizeEmail } from '../../../lib/auth/credential-rules';
import { checkSupportMessage } from '../../../lib/support/support-rules';
import type { AnonymousQuestion } from './anonymous-support-api';

export interface AnonymousSupportValues {
  email: string;
  name: string;
  message: string;
  categoryId: number | null;
}

export type AnonymousSupportCheck =
  /** One of the three is empty: the submit is silently ignored (spec 01 §5). */
  | { kind: 'ignored'; firstEmpty: 'email' | 'name' | 'message' }
  | { kind: 'invalid'; errors: { email?: 'email'; message?: 'max'; name?: 'max' } }
  | { kind: 'ok'; question: AnonymousQuestion };

/** The button waits for a message and for the call in flight (spec 01 §5). */
export const canSubmitAnonymous = (message: string, sending: boolean) => !sending && message.trim() !== '';

/**
 * spec 01 §5 "Anonymous support form": e-mail required and valid (trimmed, lower-cased),
 * first name required, message required and at most 500 characters; with any of the three
 * empty the submit is silently ignored. The contract's `techQuestionAnonymousBody` rules.
 */
export function checkAnonymousSupport(values: AnonymousSupportValues): AnonymousSupportCheck {
  const email = normalizeEmail(values.email);
  const name = values.name.trim();
  const message = values.message.trim();
  if (!email) return { kind: 'ignored', firstEmpty: 'email' };
  if (!name) return { kind: 'ignored', firstEmpty: 'name' };
  if (!message) return { kind: 'ignored', firstEmpty: 'message' };
  const errors: { email?: 'email'; message?: 'max'; name?: 'max' } = {};
  if (!EMAIL_PATTERN.test(email) || email.length > 255) errors.email = 'email';
  if (name.length > 255) errors.name = 'max';
  if (checkSupportMessage(message) === 'max') errors.message = 'max';
  if (Object.keys(errors).length > 0) return { kind: 'invalid', errors };
  return { kind: 'ok', question: { email, name, message, categoryId: values.categoryId } };
}
