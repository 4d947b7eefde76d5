import type { FastifyInstance, FastifyRequest } from 'fastify';
import { message } from '../../lib/messages.js';
import { ApiError } from '../../plugins/errors.js';

/**
 * A request about a product must name one of the caller's own streams of this school;
 * another learner's id gets the same 404 as a missing one (ARCHITECTURE §8).
 */
export async function ownTarget(app: FastifyInstance, request: FastifyRequest, streamId: number) {
  const state = await app.learning.streamState(streamId);
  if (
    !state ||
    state.stream.projectId !== request.tenant.project.id ||
    state.stream.userId !== request.user.id
  ) {
    throw new ApiError(404, message('notFound', request.lang));
  }
  return state.stream;
}
