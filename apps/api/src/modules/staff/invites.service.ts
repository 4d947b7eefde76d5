import {
  CONFIRMED_MESSAGE,
  type FieldErrors,
  type Language,
  type MailOutcome,
  newPasswordField,
  STAFF_INVITE_PATH,
  STAFF_INVITE_TTL_MS,
  type StaffAcceptBody,
  type StaffInviteCreated,
  type StaffInviteInfo,
  type StaffRole,
} from '@cp/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { mailOutcomeOf } from '../../lib/mail.js';
import { message } from '../../lib/messages.js';
import { hashPassword } from '../../lib/password.js';
import { schoolOrigin } from '../../lib/public-origin.js';
import { schemaTextIn } from '../../lib/schema-texts.js';
import { hashToken, newToken } from '../../lib/tokens.js';
import { ApiError, AuthStyleError } from '../../plugins/errors.js';
import { actorOf, auditActor, recordAudit } from '../audit/index.js';
import type { UserRow } from '../auth/index.js';
import {
  addressGroup,
  isUniqueViolation,
  login,
  openSession,
  type SignInLimits,
  signInContext,
} from '../auth/index.js';
import { presentInvite } from './staff.presenter.js';
import {
  addCourses,
  courseTitles,
  existingCourseIds,
  findInvite,
  findUserByEmail,
  type InviteRow,
  insertInvite,
  insertStaffUser,
  lockInvite,
  markAccepted,
  revokeInvite,
  revokeOpenInvites,
  schoolCourses,
  setRole,
  type Tx,
} from './staff.repository.js';
import { requireCourses } from './team.service.js';

export interface InviteOptions {
  publicUrl?: string;
  /** PORT: the port of mailed links when there is no PUBLIC_URL. */
  port?: number;
  mailFrom?: string;
  limits: SignInLimits;
}

const DAY_MS = 24 * 60 * 60 * 1000;
const isStaffRole = (role: string) => role === 'expert' || role === 'admin';

/**
 * POST /staff/invites: an invitation mailed to the address, with a link to the staff app's
 * acceptance page. The link's origin comes from configuration, never from the request's Host
 * (issue 8, lib/public-origin.ts). An address already on the team is 409; an address of a
 * learner of the school may be invited: accepting asks for that account's password and turns
 * the same account into staff (decision 053). A newer invitation replaces the open ones.
 * The answer says what became of the mail and holds the link, for the administrator (the route's
 * only caller) to pass on when it was not e-mailed (issue 28): the invitation stands either way.
 */
export async function createInvite(
  app: FastifyInstance,
  request: FastifyRequest,
  body: { email: string; role: StaffRole; course_ids: number[] },
  opts: InviteOptions,
): Promise<StaffInviteCreated> {
  const projectId = request.tenant.project.id;
  const courseIds = await requireCourses(app, request, body.course_ids);
  const existing = await findUserByEmail(app.db, projectId, body.email);
  if (existing && isStaffRole(existing.role)) {
    throw new ApiError(409, message('staffAlreadyMember', request.lang));
  }
  const token = newToken();
  const now = new Date();
  const invite = await app.db.transaction(async (tx) => {
    await revokeOpenInvites(tx, projectId, body.email, now);
    const created = await insertInvite(tx, {
      projectId,
      email: body.email,
      role: body.role,
      courseIds,
      tokenHash: hashToken(token),
      invitedBy: request.user.id,
      createdAt: now,
      expiresAt: new Date(now.getTime() + STAFF_INVITE_TTL_MS),
    });
    await recordAudit(tx, auditActor(request), {
      action: 'staff_invite.create',
      targetType: 'staff_invite',
      targetId: created.id,
      details: await auditedInvite(tx, created),
    });
    return created;
  });
  const origin = schoolOrigin(request.tenant.domain.host, { publicUrl: opts.publicUrl, port: opts.port });
  const school = request.tenant.domain.title;
  const link = `${origin}${STAFF_INVITE_PATH}${token}`;
  let mail: MailOutcome;
  try {
    const sent = await app.mailer.send({
      from: opts.mailFrom ?? `no-reply@${request.tenant.domain.name}`,
      to: body.email,
      subject: message('staffInviteMailSubject', request.lang, { school }),
      text: message('staffInviteMailText', request.lang, {
        school,
        role: message(body.role === 'admin' ? 'staffRoleAdmin' : 'staffRoleExpert', request.lang),
        link,
        days: STAFF_INVITE_TTL_MS / DAY_MS,
      }),
    });
    mail = mailOutcomeOf(sent);
  } catch (err) {
    request.log.error({ err, staffInviteId: invite.id }, 'staff invitation stored but not mailed');
    mail = 'failed';
  }
  const titles = new Map((await schoolCourses(app.db, projectId)).map((c) => [c.id, c.title]));
  return { ...presentInvite(invite, titles), mail, link };
}

/** What an invitation's audit line says (decision 119): the address as the subject, the role, the courses by title. */
async function auditedInvite(tx: Tx, invite: InviteRow) {
  const courses = await courseTitles(tx, invite.projectId, invite.courseIds);
  return { subject: invite.email, role: invite.role, ...(courses.length ? { courses } : {}) };
}

/** GET /staff/mail: whether this server sends mail at all (SMTP_URL), for the console's notice. */
export const mailStatus = (app: FastifyInstance) => ({ configured: app.mailer.configured });

type InviteState = 'valid' | 'used' | 'expired';
function stateOf(invite: InviteRow, now: number): InviteState {
  if (invite.acceptedAt) return 'used';
  // A replaced invitation reads as expired: its holder needs the newer link.
  if (invite.revokedAt || invite.expiresAt.getTime() <= now) return 'expired';
  return 'valid';
}

async function inviteOf(app: FastifyInstance, request: FastifyRequest, token: string) {
  const invite = await findInvite(app.db, request.tenant.project.id, hashToken(token));
  // A forged token, or one of another school, finds nothing and tells nothing.
  if (!invite) throw new ApiError(404, message('staffInviteNotFound', request.lang));
  return invite;
}

/** GET /staff/invites/{token}: what the acceptance page shows. */
export async function viewInvite(
  app: FastifyInstance,
  request: FastifyRequest,
  token: string,
): Promise<StaffInviteInfo> {
  const invite = await inviteOf(app, request, token);
  const account = await findUserByEmail(app.db, invite.projectId, invite.email);
  return {
    status: stateOf(invite, Date.now()),
    school: request.tenant.domain.title,
    email: invite.email,
    role: invite.role,
    existing_account: Boolean(account),
  };
}

function refuseUnlessValid(request: FastifyRequest, invite: InviteRow) {
  const state = stateOf(invite, Date.now());
  if (state === 'used') throw new ApiError(410, message('staffInviteUsed', request.lang));
  if (state === 'expired') throw new ApiError(410, message('staffInviteExpired', request.lang));
}

/** A new account's fields by the learners' rules (spec 01 §5), in the auth-style error shape. */
function newAccountErrors(body: StaffAcceptBody, lang: Language): FieldErrors {
  const errors: FieldErrors = {};
  // The schemas' own texts, in the person's language (decision 097).
  if (!body.name) errors.name = [schemaTextIn('Name cannot be blank.', lang)];
  const password = newPasswordField.safeParse(body.password);
  if (!password.success) errors.password = password.error.issues.map((i) => schemaTextIn(i.message, lang));
  else if (body.password !== body.password_repeat)
    errors.password_repeat = [schemaTextIn(CONFIRMED_MESSAGE, lang)];
  return errors;
}

/** Under the invitation's row lock: still valid, then the role and courses, then marked used. */
async function grant(
  tx: Tx,
  request: FastifyRequest,
  inviteId: number,
  user: (tx: Tx, invite: InviteRow) => Promise<UserRow>,
) {
  const locked = await lockInvite(tx, inviteId);
  if (!locked) throw new ApiError(404, message('staffInviteNotFound', request.lang));
  refuseUnlessValid(request, locked);
  const account = await user(tx, locked);
  // An administrator invited again as an expert stays an administrator.
  const role = account.role === 'admin' ? 'admin' : locked.role;
  await setRole(tx, account.id, role);
  const courseIds = await existingCourseIds(tx, locked.projectId, locked.courseIds);
  if (courseIds.length) await addCourses(tx, locked.projectId, account.id, courseIds);
  await markAccepted(tx, locked.id, account.id, new Date());
  // The one console change its author makes before signing in: the log names the new member.
  await recordAudit(tx, actorOf(locked.projectId, account), {
    action: 'staff_invite.accept',
    targetType: 'staff_invite',
    targetId: locked.id,
    details: await auditedInvite(tx, { ...locked, role }),
  });
  return { ...account, role };
}

/**
 * POST /staff/invites/{token}/accept: creates the account (name, password) or, for an e-mail
 * that already has one in this school, checks its password through the learners' sign-in
 * (same throttling, same answer to a wrong password); then the role and courses of the
 * invitation, and the answer of `POST /auth/login`.
 */
export async function acceptInvite(
  app: FastifyInstance,
  request: FastifyRequest,
  token: string,
  body: StaffAcceptBody,
  opts: InviteOptions,
): Promise<{ token: string; user: UserRow }> {
  const invite = await inviteOf(app, request, token);
  refuseUnlessValid(request, invite);
  const ctx = signInContext(request);
  const existing = await findUserByEmail(app.db, invite.projectId, invite.email);
  if (existing) {
    const signed = await login(app.db, ctx, invite.email, body.password, opts.limits);
    const user = await app.db.transaction((tx) => grant(tx, request, invite.id, async () => signed.user));
    app.forgetCachedSessions(user.id);
    return { token: signed.token, user };
  }
  const errors = newAccountErrors(body, request.lang);
  if (Object.keys(errors).length) throw new AuthStyleError(422, errors);
  const passwordHash = await hashPassword(body.password, addressGroup(ctx.ip));
  let user: UserRow;
  try {
    user = await app.db.transaction((tx) =>
      grant(tx, request, invite.id, (t, locked) =>
        insertStaffUser(t, {
          projectId: locked.projectId,
          email: locked.email,
          passwordHash,
          role: locked.role,
          name: body.name ?? null,
          lastName: body.last_name || null,
        }),
      ),
    );
  } catch (err) {
    // Someone signed up with this e-mail meanwhile: they accept as an existing account.
    if (!isUniqueViolation(err)) throw err;
    throw new AuthStyleError(422, { email: [message('emailTaken', request.lang)] });
  }
  return { token: await openSession(app.db, user, ctx), user };
}

/**
 * DELETE /staff/invites/{id}: the link stops working (it reads "expired"). An accepted, already
 * withdrawn or another school's invitation is 404.
 */
export async function withdrawInvite(app: FastifyInstance, request: FastifyRequest, inviteId: number) {
  await app.db.transaction(async (tx) => {
    const revoked = await revokeInvite(tx, request.tenant.project.id, inviteId, new Date());
    if (!revoked) throw new ApiError(404, message('staffInviteNotFound', request.lang));
    await recordAudit(tx, auditActor(request), {
      action: 'staff_invite.revoke',
      targetType: 'staff_invite',
      targetId: revoked.id,
      details: { subject: revoked.email, role: revoked.role },
    });
  });
}
