import { httpError, langQuery, validationErrorList } from '@cp/contract';
import type { FastifyInstance } from 'fastify';
import { adminOnly } from '../../staff/index.js';

export const contentErrors = {
  401: httpError,
  403: httpError,
  404: httpError,
  409: httpError,
  422: validationErrorList,
};

/**
 * The options every content route shares: school administrators only, checked before the body
 * is read (a learner's or an expert's token is 403, no token 401); the school is the host's.
 */
export function contentRoute<S extends object>(app: FastifyInstance, summary: string, schema: S) {
  return {
    onRequest: [app.authenticate, adminOnly],
    schema: {
      tags: ['console-content'],
      security: [{ bearer: [] }],
      summary,
      querystring: langQuery,
      ...schema,
    },
  };
}
