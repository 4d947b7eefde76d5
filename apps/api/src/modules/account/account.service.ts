import {
  type Language,
  type UpdatePasswordBody,
  type UpdateUserBody,
  USER_STATUSES,
  type ValidationErrorItem,
} from '@cp/contract';
import type { Db } from '../../db/client.js';
import { message } from '../../lib/messages.js';
import { hashPassword, verifyPassword } from '../../lib/password.js';
import type { SessionRow, UserRow } from '../auth/index.js';
import { endOtherSessions, expireRecoveryLinks, isUniqueViolation } from '../auth/index.js';
import { deleteWithUserFiles } from '../avatar/index.js';
import { deleteUserRow, emailTakenByAnother, updateUserRow } from './account.repository.js';

/** A rule of the call said no: 422 with `[{field, message}]` (ARCHITECTURE §5). */
export class FieldRuleError extends Error {
  constructor(readonly items: ValidationErrorItem[]) {
    super('field rule failed');
  }
}

/**
 * POST /user/update-password. The current password is asked unless the account must
 * set a new one (after a recovery link). Afterwards the flag is clear, every other
 * session of the learner has ended (issue 3; those devices get `logout`), and no
 * recovery link sent earlier works any more.
 */
export async function updatePassword(
  db: Db,
  user: UserRow,
  session: SessionRow,
  body: UpdatePasswordBody,
  lang: Language,
): Promise<UserRow> {
  if (!user.isRequireUpdatePassword) {
    if (!body.current_password) {
      throw new FieldRuleError([
        { field: 'current_password', message: message('currentPasswordBlank', lang) },
      ]);
    }
    // Hashes of a signed-in user's own calls take their turn in the pool as that user (decision 095).
    const ok = user.passwordHash
      ? await verifyPassword(body.current_password, user.passwordHash, `user:${user.id}`)
      : false;
    if (!ok) {
      throw new FieldRuleError([
        { field: 'current_password', message: message('currentPasswordWrong', lang) },
      ]);
    }
  }
  const updated = await updateUserRow(db, user.id, {
    passwordHash: await hashPassword(body.password, `user:${user.id}`),
    isRequireUpdatePassword: false,
  });
  await endOtherSessions(db, user.id, session, 'password_changed');
  await expireRecoveryLinks(db, user.id);
  return updated;
}

/**
 * The status of registration by chat (spec 01 §4: 20 after the password or e-mail, 30 after
 * the birthday, 40 after the avatar), decision 088: it rises one step at a time and is never
 * lowered, so a status always says which questions were passed; 20 says the account can sign
 * in by e-mail and password, so it needs both (an app-id account gives its e-mail in the
 * same call: its password it already has).
 */
function statusRule(user: UserRow, status: number, email: string | null, lang: Language): void {
  if (status < user.status) {
    throw new FieldRuleError([{ field: 'status', message: message('statusLowered', lang) }]);
  }
  const next = USER_STATUSES.find((s) => s > user.status);
  if (status !== next) {
    const text = next ? message('statusSkipped', lang, { next }) : message('statusLowered', lang);
    throw new FieldRuleError([{ field: 'status', message: text }]);
  }
  if (status === USER_STATUSES[1] && !(email && user.passwordHash)) {
    throw new FieldRuleError([{ field: 'status', message: message('statusNeedsCredentials', lang) }]);
  }
}

/**
 * POST /user/update-user: the e-mail of the e-mail dialog (spec 01 §4 guard step 7), or
 * the status that registration by chat raises (see statusRule); an equal status changes
 * nothing. An e-mail of another account of the school is refused under `email`.
 */
export async function updateUser(
  db: Db,
  user: UserRow,
  body: UpdateUserBody,
  lang: Language,
): Promise<UserRow> {
  const values: { email?: string; status?: number } = {};
  if (body.email !== undefined && body.email !== user.email) {
    if (await emailTakenByAnother(db, user.projectId, body.email, user.id)) {
      throw new FieldRuleError([{ field: 'email', message: message('emailTaken', lang) }]);
    }
    values.email = body.email;
  }
  if (body.status !== undefined && body.status !== user.status) {
    statusRule(user, body.status, values.email ?? user.email, lang);
    values.status = body.status;
  }
  if (Object.keys(values).length === 0) return user;
  try {
    return await updateUserRow(db, user.id, values);
  } catch (err) {
    // Someone took the address between the check and the update.
    if (isUniqueViolation(err)) {
      throw new FieldRuleError([{ field: 'email', message: message('emailTaken', lang) }]);
    }
    throw err;
  }
}

/** DELETE /user (spec 01 §2 `/delete`, §7): the account, and the learner's files from storage (issue 8). */
export async function deleteAccount(db: Db, user: UserRow): Promise<void> {
  await deleteWithUserFiles(db, user, () => deleteUserRow(db, user.projectId, user.id));
}
