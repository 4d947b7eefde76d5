import { HOMEWORK_EVENT } from '@cp/contract';
import type { FastifyInstance } from 'fastify';
import { courseExpertIds } from '../courses/index.js';
import { presentHomeworkEvent } from './homework.presenter.js';
import type { HomeworkStatusRow } from './homework.repository.js';

/**
 * Tells the learner and every expert of the course that a homework status changed (the
 * HOMEWORK_EVENT), in whichever API process their sockets are, as chat events go
 * (chat-events.ts). Best effort: the write already happened.
 */
export async function publishHomeworkEvent(app: FastifyInstance, row: HomeworkStatusRow) {
  try {
    const experts = await courseExpertIds(app.db, row.projectId, row.courseId);
    const data = presentHomeworkEvent(row);
    await Promise.all(
      [...new Set([row.userId, ...experts])].map((userId) =>
        app.realtime.publish(row.projectId, userId, HOMEWORK_EVENT, data),
      ),
    );
  } catch (err) {
    app.log.error({ err, userHomeworkStatusId: row.id }, 'homework event not published');
  }
}
