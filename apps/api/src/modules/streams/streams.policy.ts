import type { FastifyInstance, FastifyRequest } from 'fastify';
import { message } from '../../lib/messages.js';
import { ApiError } from '../../plugins/errors.js';
import type { CourseContent } from '../course-content/index.js';
import type { StreamState } from './streams.repository.js';

/** The sales contact of the school: the brand's, else the generic sales mailbox (spec 02 §9). */
export function salesEmail(request: FastifyRequest): string {
  return request.tenant.brand.salesEmail ?? `sales@${request.tenant.domain.name}`;
}

/**
 * The caller's own stream of this school with its course, or 404 revealing
 * nothing (ARCHITECTURE §8); a stream without mobile access refuses the mobile
 * app with the "contact sales" message (spec 02 §6, §8).
 */
export async function ownStream(
  app: FastifyInstance,
  request: FastifyRequest,
  streamId: number,
): Promise<{ state: StreamState; content: CourseContent }> {
  const state = await app.learning.streamState(streamId);
  if (
    !state ||
    state.stream.projectId !== request.tenant.project.id ||
    state.stream.userId !== request.user.id
  ) {
    throw new ApiError(404, message('notFound', request.lang));
  }
  if (request.appType === 'mobile' && !state.stream.mobileAccess) {
    throw new ApiError(403, message('mobileAccessDenied', request.lang, { email: salesEmail(request) }));
  }
  const content = await app.learning.course(state.stream.courseId);
  if (!content) throw new ApiError(404, message('notFound', request.lang));
  return { state, content };
}

/** DD.MM.YYYY (spec 01 §9) of a moment, for the server's own messages. */
export function formatDate(ms: number | null | undefined): string {
  if (ms === null || ms === undefined) return '';
  const d = new Date(ms);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(d.getUTCDate())}.${pad(d.getUTCMonth() + 1)}.${d.getUTCFullYear()}`;
}
