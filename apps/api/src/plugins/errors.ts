import { STATUS_CODES } from 'node:http';
import { DEFAULT_LANGUAGE, type FieldErrors, type Language, type ValidationErrorItem } from '@cp/contract';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { DATABASE_RETRY_AFTER_SECONDS, isDatabaseUnavailable } from '../lib/database-unavailable.js';
import { loggableError } from '../lib/loggable-error.js';
import { message } from '../lib/messages.js';
import { schemaTextIn } from '../lib/schema-texts.js';
import { isNoSpace, NO_SPACE_STATUS } from '../lib/storage-errors.js';
import { NOSNIFF } from './nosniff.js';

/** A failure with a status, answered as `{ name, message, code, status }` (ARCHITECTURE §5). */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly code = 0,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
    this.name = STATUS_CODES[status] ?? 'Error';
  }
}

/** Auth-style validation failure: `{ success: false, errors: { field: [...] } }`. */
export class AuthStyleError extends Error {
  constructor(
    readonly status: number,
    readonly errors: FieldErrors,
  ) {
    super('auth-style failure');
  }
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Failures of this route use the auth-style `{success, errors}` shape (spec 01 §7). */
    authStyle?: boolean;
  }
}

function sendHttpError(reply: FastifyReply, status: number, text: string, code = 0) {
  return reply.status(status).send({ name: STATUS_CODES[status] ?? 'Error', message: text, code, status });
}

function validationItems(
  error: FastifyError & { validation: { instancePath: string; message?: string }[] },
  lang: Language,
) {
  // The library's issues are already the person's (lib/validation-texts.ts, plugins/validation.ts);
  // a schema's own English text is put in the person's language here (lib/schema-texts.ts).
  return error.validation.map<ValidationErrorItem>((v) => ({
    field: v.instancePath.replace(/^\//, '').replaceAll('/', '.') || (error.validationContext ?? 'body'),
    message: v.message ? schemaTextIn(v.message, lang) : message('fieldInvalid', lang),
  }));
}

/**
 * One item per field, where the field first failed, with the text of its last failed rule: a
 * number far too big broke both zod's safe-integer bound and the schema's own maximum, and read
 * as two messages for one field, the first naming 9007199254740991. A schema's own rule comes
 * after the type's, so the last is the one the person can act on.
 */
function onePerField(items: ValidationErrorItem[]): ValidationErrorItem[] {
  // A Map keeps a key where it was first set; setting it again only replaces the value.
  const byField = new Map<string, ValidationErrorItem>();
  for (const item of items) byField.set(item.field, item);
  return [...byField.values()];
}

/**
 * Fastify's refusals before a route is found (a broken percent-escape, a path part over the
 * length limit) in the same shape as every other failure (issue 8), without echoing the path.
 * Given to Fastify as `frameworkErrors`: the error handler below never sees them.
 */
export function frameworkErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const status =
    error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 400;
  // No route, so no hooks at all: the answer may follow a request with a token; never store it,
  // and never sniff it (issue 25: every answer carries nosniff).
  reply.header('cache-control', 'no-store');
  reply.header(...NOSNIFF);
  // The request is built before the app's hooks run: no `lang` of its own yet.
  return sendHttpError(reply, status, message('badRequest', request.lang ?? DEFAULT_LANGUAGE));
}

/** Fastify's refusals of a JSON body: empty, or not JSON. */
const JSON_BODY_ERRORS = new Set(['FST_ERR_CTP_EMPTY_JSON_BODY', 'FST_ERR_CTP_INVALID_JSON_BODY']);

/**
 * A 4xx raised by Fastify or a plugin (a broken JSON body, a bad content length, a part limit) in
 * our words and the person's language, never the library's English (issue 25).
 */
function clientErrorText(error: FastifyError, status: number, lang: Language): string {
  if (status === 404) return message('notFound', lang);
  if (JSON_BODY_ERRORS.has(error.code)) return message('malformedJson', lang);
  return message('badRequest', lang);
}

export const errorsPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    const lang = request.lang;
    if (error instanceof ApiError) {
      reply.headers(error.headers);
      return sendHttpError(reply, error.status, error.message, error.code);
    }
    if (error instanceof AuthStyleError) {
      return reply.status(error.status).send({ success: false, errors: error.errors });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const items = validationItems(error, lang);
      if (request.routeOptions.config.authStyle) {
        const errors: FieldErrors = {};
        for (const item of items) {
          errors[item.field] = [...(errors[item.field] ?? []), item.message];
        }
        return reply.status(422).send({ success: false, errors });
      }
      return reply.status(422).send(onePerField(items));
    }
    // Decision 085: a database that is down or unreachable is a wait, not a fault: 503 with
    // Retry-After, logged without a stack (an outage would otherwise flood the log).
    if (isDatabaseUnavailable(error)) {
      // The driver's words only: drizzle's message lists the statement's values (decision 097).
      request.log.warn({ reason: (loggableError(error) as Error).message }, 'database unavailable');
      reply.header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS));
      return sendHttpError(reply, 503, message('databaseUnavailable', lang ?? DEFAULT_LANGUAGE));
    }
    // A full disk fails the upload that hit it, in words a person understands (decision 085).
    if (isNoSpace(error)) {
      request.log.warn({ reason: error.message }, 'no room for a file');
      return sendHttpError(reply, NO_SPACE_STATUS, message('noRoomForFile', lang ?? DEFAULT_LANGUAGE));
    }
    const status = error.statusCode ?? 500;
    if (status === 413) return sendHttpError(reply, 413, message('payloadTooLarge', lang));
    if (status === 415) return sendHttpError(reply, 415, message('unsupportedMediaType', lang));
    if (status >= 400 && status < 500)
      return sendHttpError(reply, status, clientErrorText(error, status, lang));
    // The logger's hook (app.ts) keeps a failed statement's values out of this line (decision 097).
    request.log.error({ err: error }, 'request failed');
    return sendHttpError(reply, 500, message('internal', lang));
  });

  app.setNotFoundHandler((request, reply) => sendHttpError(reply, 404, message('notFound', request.lang)));
});
