import { randomInt } from 'node:crypto';
import { REFERRAL_CODE_PATTERN } from '@cp/contract';
import type { Db } from '../../db/client.js';
import { findCodeOfUser, insertCode } from './referral.repository.js';

/** Crockford's base 32: no I, L, O or U, so a code read aloud or retyped is not mistaken. */
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
const CODE_LENGTH = 8;
/** 32^8 ≈ 10^12 codes: a clash is rare, several in a row means something else is wrong. */
const ATTEMPTS = 5;

export function randomCode(): string {
  let code = '';
  for (let i = 0; i < CODE_LENGTH; i++) code += ALPHABET[randomInt(ALPHABET.length)];
  if (!REFERRAL_CODE_PATTERN.test(code)) throw new Error('referral code alphabet out of the pattern');
  return code;
}

/**
 * The learner's code, made on first use (decision 090): random, never derived from the id, so
 * codes cannot be walked; unique per school, drawn again on a clash. Two first calls at once
 * both end with the one code that was stored.
 */
export async function ensureCode(db: Db, projectId: number, userId: number): Promise<string> {
  const existing = await findCodeOfUser(db, userId);
  if (existing) return existing;
  for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
    await insertCode(db, projectId, userId, randomCode());
    const stored = await findCodeOfUser(db, userId);
    if (stored) return stored;
  }
  throw new Error('could not draw a free referral code');
}
