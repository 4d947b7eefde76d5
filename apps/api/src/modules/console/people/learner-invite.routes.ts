import {
  CONSOLE_LEARNER_INVITE_ROUTES,
  httpError,
  LEARNER_IMPORT_MAX_BYTES,
  langQuery,
  learnerImportPreview,
  learnerImportQuery,
  learnerImportResult,
  learnerInviteBody,
  learnerInvited,
  validationErrorList,
} from '@cp/contract';
import multipart from '@fastify/multipart';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { fieldError } from '../../../lib/field-error.js';
import { message } from '../../../lib/messages.js';
import { ApiError } from '../../../plugins/errors.js';
import { malformedMultipart } from '../../../plugins/multipart-form.js';
import { adminOnly } from '../../staff/index.js';
import { importLearners, previewImport } from './learner-import.service.js';
import type { InviteOptions } from './learner-invite.mail.js';
import { inviteLearner } from './learner-invite.service.js';

const errors = { 401: httpError, 403: httpError, 404: httpError, 409: httpError, 422: validationErrorList };
const tags = ['console'];
const security = [{ bearer: [] }];
/** Room for the multipart boundaries and part headers around the file itself. */
const MULTIPART_FRAMING_BYTES = 16 * 1024;
const MAX_MB = LEARNER_IMPORT_MAX_BYTES / (1024 * 1024);

const tooLarge = (request: FastifyRequest) =>
  new ApiError(413, message('peopleImportTooLarge', request.lang, { max: MAX_MB }));

/** A body that says it is larger than the file may be is refused before a byte is read. */
async function refuseLargeBody(request: FastifyRequest, _reply: FastifyReply) {
  const declared = Number(request.headers['content-length']);
  if (Number.isFinite(declared) && declared > LEARNER_IMPORT_MAX_BYTES + MULTIPART_FRAMING_BYTES) {
    throw tooLarge(request);
  }
}

/** The multipart `file`: its bytes (at most LEARNER_IMPORT_MAX_BYTES, else 413) and its name. */
async function csvFile(request: FastifyRequest) {
  if (!request.isMultipart()) throw fieldError('file', message('peopleImportNoFile', request.lang));
  const part = await request.file().catch((err: unknown) => {
    throw malformedMultipart(err, request);
  });
  if (part?.fieldname !== 'file') throw fieldError('file', message('peopleImportNoFile', request.lang));
  let bytes: Buffer;
  try {
    bytes = await part.toBuffer();
  } catch (err) {
    if (part.file.truncated) throw tooLarge(request);
    throw malformedMultipart(err, request);
  }
  if (part.file.truncated || bytes.length > LEARNER_IMPORT_MAX_BYTES) throw tooLarge(request);
  return { bytes, name: (part.filename || 'learners.csv').slice(0, 200) };
}

/**
 * The console adds learners (issue 28 point 7, decision 115): one by invitation, many from a CSV
 * file, first checked (the preview), then imported whole or not at all. School administrators only.
 */
export const learnerInviteRoutes: FastifyPluginAsyncZod<InviteOptions> = async (app, opts) => {
  const onRequest = [app.authenticate, adminOnly];
  const R = CONSOLE_LEARNER_INVITE_ROUTES;
  await app.register(multipart, {
    limits: { fileSize: LEARNER_IMPORT_MAX_BYTES, files: 1, fields: 0, parts: 1, headerPairs: 50 },
  });

  app.post(
    R.invite,
    {
      onRequest,
      schema: {
        tags,
        security,
        summary:
          'Invites a learner by e-mail: a new account (or the school’s learner with that e-mail), optionally enrolled, mailed a link',
        querystring: langQuery,
        body: learnerInviteBody,
        response: { 201: learnerInvited, ...errors },
      },
    },
    async (request, reply) => reply.status(201).send(await inviteLearner(app, request, request.body, opts)),
  );

  // An administrator first, then the declared size: nobody else learns the limit.
  const onFileRequest = [...onRequest, refuseLargeBody];
  const consumes = ['multipart/form-data'];
  const querystring = learnerImportQuery;

  app.post(
    R.importPreview,
    {
      onRequest: onFileRequest,
      schema: {
        tags,
        security,
        summary:
          'Checks a CSV file of learners (multipart `file`; columns email, name, last_name, course, language): every row, nothing written',
        consumes,
        querystring,
        response: { 200: learnerImportPreview, 413: httpError, ...errors },
      },
    },
    async (request) => previewImport(app, request, (await csvFile(request)).bytes, request.query),
  );

  app.post(
    R.import,
    {
      onRequest: onFileRequest,
      schema: {
        tags,
        security,
        summary:
          'Imports a CSV file of learners in one transaction: all rows or none (422 per row), then mails each',
        consumes,
        querystring,
        response: { 201: learnerImportResult, 413: httpError, ...errors },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await importLearners(app, request, await csvFile(request), request.query, opts)),
  );
};
