import type {
  Language,
  MailOutcome,
  SupportReplyBody,
  SupportReplySent,
  SupportRequestStatus,
} from '@cp/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { fieldError } from '../../../lib/field-error.js';
import { mailOutcomeOf } from '../../../lib/mail.js';
import { message } from '../../../lib/messages.js';
import { ApiError } from '../../../plugins/errors.js';
import { pageOf } from '../../../plugins/pagination.js';
import { auditActor, recordAudit } from '../../audit/index.js';
import { supportEmail } from '../../support/index.js';
import {
  presentCounts,
  presentDetail,
  presentItem,
  presentReply,
  replyAddress,
} from './support-inbox.presenter.js';
import {
  countByStatus,
  countRequests,
  findLearner,
  findReply,
  findRequest,
  findStream,
  type InboxFilter,
  insertReply,
  listReplies,
  listRequests,
  markReplyMailed,
  type ReplyRow,
  type RequestRow,
  setStatus,
} from './support-inbox.repository.js';

export interface SupportInboxDeps {
  mailFrom?: string | undefined;
}

export async function listInbox(
  app: FastifyInstance,
  request: FastifyRequest,
  filter: InboxFilter,
  page: { page: number; 'per-page': number },
) {
  const projectId = request.tenant.project.id;
  const { limit, offset } = pageOf(page);
  const [rows, total] = await Promise.all([
    listRequests(app.db, projectId, filter, limit, offset),
    countRequests(app.db, projectId, filter),
  ]);
  return { items: rows.map((row) => presentItem(row, request.lang)), total };
}

export async function inboxCounts(app: FastifyInstance, request: FastifyRequest) {
  return presentCounts(await countByStatus(app.db, request.tenant.project.id));
}

async function requestOf(app: FastifyInstance, request: FastifyRequest, id: number): Promise<RequestRow> {
  const row = await findRequest(app.db, request.tenant.project.id, id);
  if (!row) throw new ApiError(404, message('notFound', request.lang));
  return row;
}

export async function viewRequest(app: FastifyInstance, request: FastifyRequest, id: number) {
  const row = await requestOf(app, request, id);
  const projectId = request.tenant.project.id;
  const [learner, stream, replies] = await Promise.all([
    row.request.userId ? findLearner(app.db, row.request.userId) : null,
    row.request.targetId ? findStream(app.db, projectId, row.request.targetId) : null,
    listReplies(app.db, row.request.id),
  ]);
  return presentDetail(row, { learner, stream, replies }, request.lang);
}

/** The learner's own language when their account names one of ours, else the console's. */
async function mailLanguage(app: FastifyInstance, row: RequestRow, fallback: Language): Promise<Language> {
  if (!row.request.userId) return fallback;
  const code = (await findLearner(app.db, row.request.userId))?.languageCode?.slice(0, 2);
  return code === 'ru' || code === 'en' || code === 'es' ? code : fallback;
}

/**
 * Mails a stored reply to the request's address, from the school, answerable to the school's
 * support address. `mailed_at` is set only when an SMTP server took it: without SMTP_URL the mail
 * is only written to the outbox and the learner gets nothing (issue 28). A failure is logged and
 * leaves `mailed_at` empty: the reply is kept and the console offers to send it again (decision 078).
 */
async function mailReply(
  app: FastifyInstance,
  request: FastifyRequest,
  deps: SupportInboxDeps,
  row: RequestRow,
  reply: ReplyRow,
): Promise<{ reply: ReplyRow; mail: MailOutcome }> {
  const to = replyAddress(row);
  if (!to) return { reply, mail: 'failed' };
  const lang = await mailLanguage(app, row, request.lang);
  const school = request.tenant.domain.title;
  try {
    const sent = await app.mailer.send({
      from: deps.mailFrom ?? `no-reply@${request.tenant.domain.name}`,
      to,
      replyTo: { name: school, address: supportEmail(request) },
      subject: message('supportInboxReplySubject', lang, { school, id: row.request.id }),
      text: [
        reply.body,
        '',
        '—',
        message('supportInboxReplyQuote', lang, { school }),
        '',
        ...(row.request.message ?? '').split('\n').map((line) => `> ${line}`),
      ].join('\n'),
    });
    const mail = mailOutcomeOf(sent);
    return { reply: mail === 'sent' ? await markReplyMailed(app.db, reply.id) : reply, mail };
  } catch (err) {
    request.log.error({ err, supportReplyId: reply.id }, 'support reply stored but not mailed');
    return { reply, mail: 'failed' };
  }
}

/** Stores the reply and the request's new status with its audit line, then mails the reply. */
export async function replyTo(
  app: FastifyInstance,
  request: FastifyRequest,
  deps: SupportInboxDeps,
  id: number,
  body: SupportReplyBody,
): Promise<SupportReplySent> {
  const row = await requestOf(app, request, id);
  if (!replyAddress(row)) throw fieldError('body', message('supportInboxNoEmail', request.lang));
  const actor = auditActor(request);
  const status: SupportRequestStatus = body.close ? 'closed' : 'answered';
  const reply = await app.db.transaction(async (tx) => {
    const stored = await insertReply(tx, {
      projectId: actor.projectId,
      questionId: row.request.id,
      authorId: actor.userId,
      authorName: actor.name,
      body: body.body,
    });
    await setStatus(tx, row.request.id, status);
    await recordAudit(tx, actor, {
      action: 'support_request.reply',
      targetType: 'support_request',
      targetId: row.request.id,
      details: { reply_id: stored.id, from: row.request.status, to: status },
    });
    return stored;
  });
  const sent = await mailReply(app, request, deps, row, reply);
  return { ...presentReply(sent.reply), mail: sent.mail };
}

/**
 * Sends a reply whose mail failed again; one already mailed is not sent twice (409). Without
 * SMTP_URL it is written to the outbox again and the answer says `not_configured`.
 */
export async function resendReply(
  app: FastifyInstance,
  request: FastifyRequest,
  deps: SupportInboxDeps,
  id: number,
  replyId: number,
): Promise<SupportReplySent> {
  const row = await requestOf(app, request, id);
  const reply = await findReply(app.db, request.tenant.project.id, row.request.id, replyId);
  if (!reply) throw new ApiError(404, message('notFound', request.lang));
  if (reply.mailedAt) throw new ApiError(409, message('supportInboxAlreadyMailed', request.lang));
  if (!replyAddress(row)) throw fieldError('body', message('supportInboxNoEmail', request.lang));
  const sent = await mailReply(app, request, deps, row, reply);
  if (sent.mail === 'failed') throw new ApiError(503, message('supportInboxMailFailed', request.lang));
  return { ...presentReply(sent.reply), mail: sent.mail };
}

export async function changeStatus(
  app: FastifyInstance,
  request: FastifyRequest,
  id: number,
  status: SupportRequestStatus,
) {
  const row = await requestOf(app, request, id);
  if (row.request.status !== status) {
    const actor = auditActor(request);
    await app.db.transaction(async (tx) => {
      await setStatus(tx, row.request.id, status);
      await recordAudit(tx, actor, {
        action: 'support_request.status',
        targetType: 'support_request',
        targetId: row.request.id,
        details: { from: row.request.status, to: status },
      });
    });
  }
  return viewRequest(app, request, id);
}
