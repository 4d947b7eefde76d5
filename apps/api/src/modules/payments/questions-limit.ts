import { and, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/client.js';
import { courses } from '../../db/schema/index.js';
import { fieldError } from '../../lib/field-error.js';
import { message } from '../../lib/messages.js';
import { consultationLimit } from '../streams/index.js';
import type { ServiceRow } from './payments.repository.js';

type StreamLimitRow = { projectId: number; courseId: number; maxConsultationCount: number };

/**
 * Whether "extra expert questions" would raise anything for the stream (issue 27): they add to the
 * limit the stream has (its own, else its course's: consultation-limit.ts), and a stream with
 * neither has no limit, which fulfilment keeps as none. Read from the database, not the course
 * cache, so a limit an administrator just removed is seen at once.
 */
export async function questionsRaiseLimit(db: Db, stream: StreamLimitRow): Promise<boolean> {
  if (stream.maxConsultationCount > 0) return true;
  const [course] = await db
    .select({ limit: courses.consultationLimit })
    .from(courses)
    .where(and(eq(courses.id, stream.courseId), eq(courses.projectId, stream.projectId)))
    .limit(1);
  return consultationLimit(stream.maxConsultationCount, course?.limit ?? 0) !== null;
}

/** An order of extra questions for a stream without a limit: 422 on `service_id`, nothing made. */
export async function refuseQuestionsWithoutLimit(
  db: Db,
  request: FastifyRequest,
  service: ServiceRow,
  stream: StreamLimitRow,
) {
  if (service.type !== 'expert_additional_question') return;
  if (await questionsRaiseLimit(db, stream)) return;
  throw fieldError('service_id', message('questionsNeedLimit', request.lang));
}
