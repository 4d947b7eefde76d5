import type { SignupHook } from '../auth/index.js';
import { recordSignup, referrerOfSignup } from './referral-signup.js';
import { visitorOf } from './visitor.js';

/**
 * The referral's part of a sign-up (issue 15, decisions 090 and 135), which auth calls through
 * its hook: the browser's visitor key as the call arrives (its visits of a referral link and
 * this sign-up are one person's), the code's owner before the password is hashed (a forged code
 * is 422), and the invitation in the transaction that makes the account.
 */
export const referralSignupHook: SignupHook = (request, reply) => {
  const visitor = visitorOf(request, reply);
  return {
    async beforeSignup(db, projectId, code, lang) {
      const referrer = await referrerOfSignup(db, projectId, code, lang);
      return (tx, user) => recordSignup(tx, projectId, user, referrer, visitor);
    },
  };
};
