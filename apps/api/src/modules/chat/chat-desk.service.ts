import type { PageQuery, StaffChatDetail } from '@cp/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { pageOf } from '../../plugins/pagination.js';
import { consultationsOfChat, presentConsultation } from '../consultations/index.js';
import { expertCourseIds } from '../courses/index.js';
import { calendarDay, freezeSpans } from '../streams/index.js';
import { type ChatContext, contextOf } from './chat.policy.js';
import { chatsWithExtras, viewChat } from './chat.service.js';
import { deskChannels, ratingsOf } from './chat-experts.repository.js';

/** The expert desk (`/staff/chats`, `/staff/ratings`): the chats of the expert's courses. */

function learnerOf(row: { name: string | null; lastName: string | null; email: string | null; id: number }) {
  return { id: row.id, name: row.name, last_name: row.lastName, email: row.email };
}

/** `GET /staff/chats`: the chats of the expert's courses, most unread first, `search` by learner. */
export async function listDeskChats(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  query: PageQuery & { search?: string },
) {
  const projectId = request.tenant.project.id;
  const courseIds = await expertCourseIds(app.db, projectId, request.user.id);
  const { rows, total } = await deskChannels(
    app.db,
    projectId,
    courseIds,
    query.search || undefined,
    pageOf(query),
  );
  reply.paginate(query, total);
  // The caller answers these courses: someone does.
  const contexts = await Promise.all(rows.map((r) => contextOf(app, request, r.channel, false, true)));
  const chats = await chatsWithExtras(app, contexts, 'expert');
  return chats.map((c, i) => ({ ...c, learner: learnerOf(rows[i]!.learner) }));
}

/** `GET /staff/chats/{id}`: the chat with the learner's stream beside it and its consultations. */
export async function viewDeskChat(
  app: FastifyInstance,
  ctx: ChatContext,
  learner: { id: number; name: string | null; lastName: string | null; email: string | null },
): Promise<StaffChatDetail> {
  const { stream, freezes } = ctx.state;
  const [chat, consultationRows] = await Promise.all([
    viewChat(app, ctx, 'expert'),
    consultationsOfChat(app.db, ctx.channel.id),
  ]);
  const lastDay = ctx.content.days.at(-1)?.dayNumber ?? 0;
  return {
    ...chat,
    learner: learnerOf(learner),
    stream: {
      id: stream.id,
      course_id: stream.courseId,
      course_title: ctx.content.course.title,
      status: ctx.status,
      current_day: Math.min(calendarDay(stream.startDate, freezeSpans(freezes), ctx.now), lastDay),
      progress: {
        days_count: stream.daysCount,
        complete_days_count: stream.completeDaysCount,
        // spec 02 §3: progress is capped at 100.
        progress:
          stream.daysCount > 0
            ? Math.min(100, Math.round((stream.completeDaysCount / stream.daysCount) * 100))
            : 0,
      },
    },
    consultation_list: consultationRows.map(presentConsultation),
  };
}

/** `GET /staff/ratings`: what the expert's answers and consultations were rated, newest first. */
export async function listRatings(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  query: PageQuery,
) {
  const { rows, total } = await ratingsOf(app.db, request.tenant.project.id, request.user.id, pageOf(query));
  reply.paginate(query, total);
  return rows.map((r) => ({
    kind: r.kind,
    id: r.id,
    chat_id: r.chatId,
    rating: r.rating,
    rated_at: Math.floor(r.ratedAt.getTime() / 1000),
    message: r.message,
  }));
}
