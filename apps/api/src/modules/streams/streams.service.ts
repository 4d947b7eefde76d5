import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../../db/client.js';
import { fieldError } from '../../lib/field-error.js';
import { message } from '../../lib/messages.js';
import type { CourseContent } from '../course-content/index.js';
import type { StreamOrderView } from './streams.presenter.js';
import { replaceUserOptions, type StreamState, streamOrders } from './streams.repository.js';

/** The order each stream came from (expand `order`), null for streams staff created. */
export async function ordersOf(db: Db, streamIds: number[]): Promise<Map<number, StreamOrderView>> {
  const rows = await streamOrders(db, streamIds);
  return new Map(
    rows.map(({ order, service }) => [
      order.userCourseStreamId!,
      {
        id: order.id,
        status: order.status,
        courseServiceId: order.courseServiceId,
        createdAt: order.createdAt,
        service: { id: service.id, type: service.type, title: service.title },
      },
    ]),
  );
}

/**
 * `POST .../filters`: the learner's value per training option of the course.
 * Every option and value must be the course's own; otherwise 422 naming the
 * option, and nothing changes.
 */
export async function saveFilters(
  app: FastifyInstance,
  request: FastifyRequest,
  state: StreamState,
  content: CourseContent,
  filters: Record<string, number>,
) {
  const choices: { trainingOptionId: number; trainingOptionValueId: number }[] = [];
  for (const [optionKey, valueId] of Object.entries(filters)) {
    const optionId = Number(optionKey);
    const value = content.values.find((v) => v.id === valueId && v.trainingOptionId === optionId);
    if (!value) {
      throw fieldError(`filters.${optionKey}`, message('filterUnknownOption', request.lang));
    }
    choices.push({ trainingOptionId: optionId, trainingOptionValueId: valueId });
  }
  await replaceUserOptions(app.db, state.stream.projectId, state.stream.id, choices);
  app.learning.streamChanged(state.stream);
}
