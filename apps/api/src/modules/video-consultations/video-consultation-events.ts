import { VIDEO_CONSULTATION_DURATION_DEFAULT, VIDEO_CONSULTATION_EVENT } from '@cp/contract';
import type { FastifyInstance } from 'fastify';
import { courseExpertIds } from '../courses/index.js';
import { presentVideoConsultation } from './video-consultations.presenter.js';
import { offerOfCourse, type VideoConsultationRow } from './video-consultations.repository.js';

/**
 * Tells the learner and every expert of the course that a video consultation changed (ordered,
 * confirmed, cancelled, complete), in whichever API process their sockets are (plugins/realtime.ts), as
 * chat events go (decision 050). Best effort: the write already happened.
 */
export async function publishVideoConsultation(app: FastifyInstance, row: VideoConsultationRow) {
  try {
    const experts = await courseExpertIds(app.db, row.projectId, row.courseId);
    const offer = await offerOfCourse(app.db, row.courseId);
    const payload = presentVideoConsultation(
      row,
      offer?.durationMinutes ?? VIDEO_CONSULTATION_DURATION_DEFAULT,
    );
    await Promise.all(
      [...new Set([row.userId, ...experts])].map((userId) =>
        app.realtime.publish(row.projectId, userId, VIDEO_CONSULTATION_EVENT, payload),
      ),
    );
  } catch (err) {
    app.log.error({ err, videoConsultationId: row.id }, 'video consultation event not published');
  }
}
