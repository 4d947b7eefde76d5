import {
  CONSOLE_SUPPORT_ROUTES,
  httpError,
  langQuery,
  supportReplyBody,
  supportReplyParams,
  supportReplySent,
  supportRequestCounts,
  supportRequestDetail,
  supportRequestList,
  supportRequestListQuery,
  supportRequestParams,
  supportStatusBody,
  validationErrorList,
} from '@cp/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminOnly } from '../../staff/index.js';
import {
  changeStatus,
  inboxCounts,
  listInbox,
  replyTo,
  resendReply,
  type SupportInboxDeps,
  viewRequest,
} from './support-inbox.service.js';

const errors = { 401: httpError, 403: httpError, 404: httpError, 422: validationErrorList };
const tags = ['console'];
const security = [{ bearer: [] }];

/**
 * The support inbox (issue 13, decision 078): the school's support requests with their context,
 * answered by e-mail from the console. School administrators only.
 */
export const supportInboxRoutes: FastifyPluginAsyncZod<SupportInboxDeps> = async (app, deps) => {
  const onRequest = [app.authenticate, adminOnly];

  app.get(
    CONSOLE_SUPPORT_ROUTES.list,
    {
      onRequest,
      schema: {
        tags,
        security,
        summary: 'Support requests of the school, newest first, by status, category or text',
        querystring: supportRequestListQuery,
        response: { 200: supportRequestList, ...errors },
      },
    },
    async (request, reply) => {
      const { status, category, q, ...page } = request.query;
      const { items, total } = await listInbox(app, request, { status, category, q }, page);
      return reply.paginate(page, total).send(items);
    },
  );

  app.get(
    CONSOLE_SUPPORT_ROUTES.counts,
    {
      onRequest,
      schema: {
        tags,
        security,
        summary: 'How many requests are new, answered and closed',
        querystring: langQuery,
        response: { 200: supportRequestCounts, ...errors },
      },
    },
    async (request) => inboxCounts(app, request),
  );

  app.get(
    CONSOLE_SUPPORT_ROUTES.request,
    {
      onRequest,
      schema: {
        tags,
        security,
        summary: 'A request with its learner, stream, category and replies',
        params: supportRequestParams,
        querystring: langQuery,
        response: { 200: supportRequestDetail, ...errors },
      },
    },
    async (request) => viewRequest(app, request, request.params.id),
  );

  app.post(
    CONSOLE_SUPPORT_ROUTES.replies,
    {
      onRequest,
      schema: {
        tags,
        security,
        summary:
          'Answers by e-mail: stored, then mailed; the request becomes answered (or closed). `mail`: sent, not_configured (no SMTP_URL: outbox only) or failed',
        params: supportRequestParams,
        querystring: langQuery,
        body: supportReplyBody,
        response: { 201: supportReplySent, ...errors },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await replyTo(app, request, deps, request.params.id, request.body)),
  );

  app.post(
    CONSOLE_SUPPORT_ROUTES.resend,
    {
      onRequest,
      schema: {
        tags,
        security,
        summary: 'Mails a reply that was not sent again (409 when it was, 503 when it fails again)',
        params: supportReplyParams,
        querystring: langQuery,
        response: { 200: supportReplySent, ...errors, 409: httpError, 503: httpError },
      },
    },
    async (request) => resendReply(app, request, deps, request.params.id, request.params.replyId),
  );

  app.put(
    CONSOLE_SUPPORT_ROUTES.status,
    {
      onRequest,
      schema: {
        tags,
        security,
        summary: "Sets the request's status (new, answered, closed)",
        params: supportRequestParams,
        querystring: langQuery,
        body: supportStatusBody,
        response: { 200: supportRequestDetail, ...errors },
      },
    },
    async (request) => changeStatus(app, request, request.params.id, request.body.status),
  );
};
