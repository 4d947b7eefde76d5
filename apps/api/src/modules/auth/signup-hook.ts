import type { Language } from '@cp/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../../db/client.js';

/**
 * What an area above auth does when a learner signs up (decision 135): the referral programme
 * remembers the browser and records whose link the learner came by. The referral area provides
 * it and app/api-routes.ts hands it to the auth routes, so auth never names the referral.
 *
 * Called as a sign-up call arrives, before anything is checked (it may set a cookie on the
 * answer, the referral's visitor key), it answers what the sign-up does next.
 */
export type SignupHook = (request: FastifyRequest, reply: FastifyReply) => SignupArrival;

export interface SignupArrival {
  /**
   * Before the password is hashed or anything is written: checks the code the learner came with
   * (one it does not know is refused, and no account is made); answers what to do in the
   * transaction that makes the account, once the account is in it.
   */
  beforeSignup(db: Db, projectId: number, code: string | undefined, lang: Language): Promise<AfterSignup>;
}

/** Runs in the sign-up's transaction, after the account is made: fails it, and no account is left. */
export type AfterSignup = (tx: Db, user: { id: number; email: string | null }) => Promise<void>;
