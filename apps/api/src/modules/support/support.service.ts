import type { FastifyInstance, FastifyRequest } from 'fastify';
import { fieldError } from '../../lib/field-error.js';
import { message } from '../../lib/messages.js';
import { ApiError } from '../../plugins/errors.js';
import { ownTarget } from './support.policy.js';
import { categoryTitle } from './support.presenter.js';
import {
  findCategory,
  insertTechQuestion,
  markMailed,
  type SupportCategoryRow,
  type TechQuestionRow,
} from './support.repository.js';

export interface SupportDeps {
  mailFrom?: string;
}

interface Submission {
  kind: 'manual' | 'auto' | 'anonymous';
  supportCategoryId: number | null;
  targetId: number | null;
  /** The target stream's course, kept for the console's inbox (issue 13). */
  courseId: number | null;
  name: string;
  email: string | null;
  message: string | null;
}

/** The brand's support address (spec 01 §9: defaults to a support address at the domain name). */
export function supportEmail(request: FastifyRequest): string {
  return request.tenant.domain.supportEmail ?? `support@${request.tenant.domain.name}`;
}

async function categoryOf(app: FastifyInstance, request: FastifyRequest, id: number) {
  const category = await findCategory(app.db, request.tenant.project.id, id);
  if (!category) throw fieldError('support_category_id', message('supportCategoryUnknown', request.lang));
  return category;
}

/**
 * A signed-in request (`/tech-questions`, `/tech-questions/auto`): a category that targets a
 * product needs `target_id`, one of the learner's own streams; other categories ignore it.
 */
export async function submitSignedIn(
  app: FastifyInstance,
  request: FastifyRequest,
  deps: SupportDeps,
  body: { support_category_id: number; target_id?: number | null; name: string; message?: string },
  kind: 'manual' | 'auto',
) {
  const category = await categoryOf(app, request, body.support_category_id);
  let targetId: number | null = null;
  let courseId: number | null = null;
  if (category.targetProduct === 1) {
    if (!body.target_id) throw fieldError('target_id', message('supportTargetRequired', request.lang));
    const stream = await ownTarget(app, request, body.target_id);
    targetId = stream.id;
    courseId = stream.courseId;
  }
  return store(app, request, deps, category, {
    kind,
    supportCategoryId: category.id,
    targetId,
    courseId,
    name: body.name,
    email: request.user.email,
    message: body.message ?? null,
  });
}

/** A guest's request (spec 01 §5): categories that require a product are refused. */
export async function submitAnonymous(
  app: FastifyInstance,
  request: FastifyRequest,
  deps: SupportDeps,
  body: { email: string; name: string; message: string; support_category_id?: number | null },
) {
  const category = body.support_category_id ? await categoryOf(app, request, body.support_category_id) : null;
  if (category && (category.requireProduct || category.targetProduct === 1)) {
    throw new ApiError(403, message('supportNeedsAccount', request.lang));
  }
  return store(app, request, deps, category, {
    kind: 'anonymous',
    supportCategoryId: category?.id ?? null,
    targetId: null,
    courseId: null,
    name: body.name,
    email: body.email,
    message: body.message,
  });
}

/**
 * Stores the request, then mails it to the school's support address. The stored row is the
 * request of record: a mail failure is logged and leaves `mailed_at` empty (decision 036).
 */
async function store(
  app: FastifyInstance,
  request: FastifyRequest,
  deps: SupportDeps,
  category: SupportCategoryRow | null,
  s: Submission,
): Promise<TechQuestionRow> {
  const row = await insertTechQuestion(app.db, {
    projectId: request.tenant.project.id,
    userId: s.kind === 'anonymous' ? null : request.user.id,
    ...s,
  });
  const topic = category ? categoryTitle(category, request.lang) : '—';
  const lines = [
    `Request #${row.id} (${s.kind})`,
    `School: ${request.tenant.domain.title} (${request.tenant.domain.name})`,
    `Topic: ${topic}${category ? ` [${category.id}]` : ''}`,
    `From: ${s.name} <${s.email ?? 'no e-mail'}>${s.kind === 'anonymous' ? ' (not signed in)' : ` user #${request.user.id}`}`,
    ...(s.targetId ? [`Stream: #${s.targetId}`] : []),
    '',
    s.message ?? '(automatic request, no message)',
  ];
  try {
    await app.mailer.send({
      from: deps.mailFrom ?? `no-reply@${request.tenant.domain.name}`,
      to: supportEmail(request),
      // The school answers by replying: to the learner or guest who wrote (issue 8).
      ...(s.email ? { replyTo: { name: s.name, address: s.email } } : {}),
      subject: message('supportMailSubject', request.lang, {
        school: request.tenant.domain.title,
        category: topic,
      }),
      text: lines.join('\n'),
    });
    await markMailed(app.db, row.id);
  } catch (err) {
    request.log.error({ err, techQuestionId: row.id }, 'support request stored but not mailed');
  }
  return row;
}
