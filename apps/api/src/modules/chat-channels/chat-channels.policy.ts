import type { FastifyRequest } from 'fastify';
import { message } from '../../lib/messages.js';
import { ApiError } from '../../plugins/errors.js';

/**
 * spec 02 §6: chat is toggled per brand; off, every chat call says "section not available": the
 * chat's own calls and a consultation's rating, which lives in a chat.
 */
export function chatEnabled(request: FastifyRequest) {
  if (!request.tenant.brand.isChatSupport) {
    throw new ApiError(403, message('chatNotAvailable', request.lang));
  }
}
