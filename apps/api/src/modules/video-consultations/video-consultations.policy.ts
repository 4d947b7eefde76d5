import type { FastifyInstance, FastifyRequest } from 'fastify';
import { message } from '../../lib/messages.js';
import { ApiError } from '../../plugins/errors.js';
import { requireExpert } from '../chat/index.js';
import { expertCourseIds } from '../courses/index.js';
import { videoMessage } from './video-consultations.messages.js';
import { findRow, type VideoConsultationRow } from './video-consultations.repository.js';

/** spec 02 §6: video consultations are toggled per brand; off, every call says "section not available". */
export function videoConsultationsEnabled(request: FastifyRequest) {
  if (!request.tenant.brand.isVideoConsultationSupport) {
    throw new ApiError(403, videoMessage('notAvailable', request.lang));
  }
}

/** `onRequest` of the staff routes, after `app.authenticate`: an expert (403 otherwise) of a brand that has them. */
export async function staffVideoOnly(request: FastifyRequest) {
  requireExpert(request);
  videoConsultationsEnabled(request);
}

const notFound = (request: FastifyRequest) => new ApiError(404, message('notFound', request.lang));

/** The caller's own row of this school; another learner's id is the same 404 as a missing one. */
export async function learnerVideoConsultation(
  app: FastifyInstance,
  request: FastifyRequest,
  id: number,
): Promise<VideoConsultationRow> {
  const row = await findRow(app.db, request.tenant.project.id, id);
  if (!row || row.userId !== request.user.id) throw notFound(request);
  return row;
}

/** A row of one of the expert's courses; any other, of this school or another, is 404. */
export async function expertVideoConsultation(
  app: FastifyInstance,
  request: FastifyRequest,
  id: number,
): Promise<VideoConsultationRow> {
  const projectId = request.tenant.project.id;
  const row = await findRow(app.db, projectId, id);
  if (!row || !(await expertCourseIds(app.db, projectId, request.user.id)).includes(row.courseId)) {
    throw notFound(request);
  }
  return row;
}
