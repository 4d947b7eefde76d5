import type { Db } from '../../db/client.js';
import { presentUser } from '../user/index.js';
import type { UserRow } from './auth.repository.js';

/** `{success: true, data: {token, user}}`, the answer of every call that signs in (spec 01 §7). */
export async function signedIn(db: Db, token: string, user: UserRow) {
  return { success: true as const, data: { token, user: await presentUser(db, user, []) } };
}

export const authOk = { success: true as const, data: {} };
