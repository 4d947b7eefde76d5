import { z } from 'zod';
import { SUPPORT_REQUEST_STATUSES } from './console-constants.js';
import { inputText, rowIdParam } from './input-fields.js';
import { langQuery, pageQuery } from './pagination.js';
import { mailOutcome } from './staff.js';

/**
 * The console's support inbox (issue 13, decision 078): the school's support requests
 * (`tech_questions`, spec 01 §3 and §5) with their context, answered by e-mail from the console.
 * Paths are relative to STAFF_API_BASE.
 */
export const CONSOLE_SUPPORT_ROUTES = {
  list: '/support-requests',
  counts: '/support-requests/counts',
  request: '/support-requests/:id',
  replies: '/support-requests/:id/replies',
  resend: '/support-requests/:id/replies/:replyId/resend',
  status: '/support-requests/:id/status',
} as const;

/** A reply's length: enough for a real answer, short enough for one mail. */
export const SUPPORT_REPLY_MAX_LENGTH = 5000;
/** How much of a request's message the list shows. */
export const SUPPORT_EXCERPT_LENGTH = 200;
/** Requests per page of the inbox. */
export const SUPPORT_INBOX_PAGE_SIZE = 20;

const id = z.number().int();
const seconds = z.number().int();
const status = z.enum(SUPPORT_REQUEST_STATUSES);

/** `GET /staff/support-requests`: newest first; answers with the `x-pagination-*` headers. */
export const supportRequestListQuery = langQuery.extend(pageQuery.shape).extend({
  'per-page': pageQuery.shape['per-page'].default(SUPPORT_INBOX_PAGE_SIZE),
  status: status.optional(),
  /** The school's own category number (`support_category_id`). */
  category: rowIdParam().optional(),
  /** Part of the name, the e-mail or the message. */
  q: inputText().trim().max(200).optional(),
});
export type SupportRequestListQuery = z.input<typeof supportRequestListQuery>;

export const supportRequestParams = z.object({ id: rowIdParam() });
export const supportReplyParams = z.object({ id: rowIdParam(), replyId: rowIdParam() });

const category = z.object({ id, title: z.string() }).nullable();

/** One request of the list. */
export const supportRequestItem = z.object({
  id,
  kind: z.enum(['manual', 'auto', 'anonymous']),
  name: z.string(),
  /** The signed-in learner's account address (what they have now), else the address the guest gave. */
  email: z.string().nullable(),
  user_id: id.nullable(),
  category,
  /** The stream's course when the request is about a stream. */
  course_title: z.string().nullable(),
  /** The first SUPPORT_EXCERPT_LENGTH characters; null for an automatic request. */
  message: z.string().nullable(),
  status,
  created_at: seconds,
  replies_count: z.number().int(),
});
export type SupportRequestItem = z.infer<typeof supportRequestItem>;
export const supportRequestList = z.array(supportRequestItem);

/** `GET /staff/support-requests/counts`: the tabs' numbers (and the navigation's `new`). */
export const supportRequestCounts = z.object({
  new: z.number().int(),
  answered: z.number().int(),
  closed: z.number().int(),
});
export type SupportRequestCounts = z.infer<typeof supportRequestCounts>;

export const supportReply = z.object({
  id,
  author_name: z.string(),
  body: z.string(),
  created_at: seconds,
  /**
   * When an SMTP server took the mail. Null: stored but not e-mailed, because the mail failed
   * (the console offers to send it again) or because the server has no SMTP_URL (issue 28).
   */
  mailed_at: seconds.nullable(),
});
export type SupportReply = z.infer<typeof supportReply>;

/**
 * The answer of `POST …/replies` and `POST …/replies/{replyId}/resend`: the reply and what became
 * of its mail (`not_configured`: the server has no SMTP_URL, the learner gets no e-mail).
 */
export const supportReplySent = supportReply.extend({ mail: mailOutcome });
export type SupportReplySent = z.infer<typeof supportReplySent>;

/** `GET /staff/support-requests/{id}`: the whole request with its context and replies. */
export const supportRequestDetail = supportRequestItem.extend({
  message: z.string().nullable(),
  /** The learner's account when signed in; null for a guest or a deleted account. */
  learner: z
    .object({
      id,
      name: z.string().nullable(),
      last_name: z.string().nullable(),
      email: z.string().nullable(),
    })
    .nullable(),
  /** The stream the request is about (spec 01 §3 `target_id`), with its course and dates. */
  stream: z
    .object({
      id,
      course_id: id,
      course_title: z.string(),
      start_date: seconds.nullable(),
      end_date: seconds.nullable(),
    })
    .nullable(),
  /** The request reached the school's support address by mail when it was made. */
  mailed_at: seconds.nullable(),
  updated_at: seconds,
  replies: z.array(supportReply),
});
export type SupportRequestDetail = z.infer<typeof supportRequestDetail>;

/** `POST /staff/support-requests/{id}/replies`: `close` closes the request with the reply. */
export const supportReplyBody = z.object({
  body: inputText().trim().min(1).max(SUPPORT_REPLY_MAX_LENGTH),
  close: z.boolean().optional(),
});
export type SupportReplyBody = z.input<typeof supportReplyBody>;

/** `PUT /staff/support-requests/{id}/status`. */
export const supportStatusBody = z.object({ status });
export type SupportStatusBody = z.infer<typeof supportStatusBody>;
