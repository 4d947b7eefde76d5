import {
  httpError,
  LEARNING_ROUTES,
  ROUTES,
  streamFiltersBody,
  streamIdParams,
  streamListQuery,
  streamParams,
  streamStatus,
  streamStatusQuery,
  streamViewQuery,
  userCourseStreamList,
  userCourseStreamNarrowed,
  validationErrorList,
} from '@cp/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { narrow } from '../../lib/narrow.js';
import { pageOf } from '../../plugins/pagination.js';
import { nextChange, streamView } from './day-access.js';
import { type StreamChatAndHomework, wantsStreamChat } from './stream-chat-and-homework.js';
import { effectiveStatus } from './stream-schedule.js';
import { presentStreamStatus } from './stream-status.presenter.js';
import { ownStream } from './streams.policy.js';
import { presentStream } from './streams.presenter.js';
import { listStreams, streamExtras } from './streams.repository.js';
import { ordersOf, saveFilters } from './streams.service.js';

const errors = { 401: httpError, 403: httpError, 404: httpError, 422: validationErrorList };
const common = { tags: ['streams'], security: [{ bearer: [] }] };

/**
 * The learner's streams. What they show of the chat and the homework, a tier above, comes in as
 * `chatAndHomework` (stream-chat-and-homework.ts; app/api-routes.ts hands it in).
 */
export const streamsRoutes: FastifyPluginAsyncZod<StreamChatAndHomework> = async (app, chatAndHomework) => {
  app.get(
    ROUTES.userCourseStreams,
    {
      onRequest: app.authenticate,
      schema: {
        ...common,
        summary: "The signed-in learner's course streams",
        querystring: streamListQuery,
        response: { 200: userCourseStreamList, 401: httpError },
      },
    },
    async (request, reply) => {
      const { query } = request;
      const { rows, total } = await listStreams(
        app.db,
        request.tenant.project.id,
        request.user.id,
        pageOf(query),
        query['filter[id][]'],
      );
      reply.paginate(query, total);
      const ids = rows.map((r) => r.stream.id);
      // A paid stream without its expert chat gets it before it is shown (issue 28).
      const opened = await chatAndHomework.openMissingChats(
        app,
        request,
        rows.map((r) => r.stream),
      );
      const [extras, orders] = await Promise.all([
        streamExtras(app.db, ids),
        query.expand.includes('order') ? ordersOf(app.db, ids) : null,
      ]);
      const withCourse = query.expand.includes('course');
      const now = Date.now();
      const items = rows.map((r) => {
        const stream = { ...r.stream, chatChannelId: opened.get(r.stream.id) ?? r.stream.chatChannelId };
        const freezes = extras.freezes.filter((f) => f.userCourseStreamId === r.stream.id);
        return { ...r, stream, freezes, status: effectiveStatus(stream, freezes, now) };
      });
      const reasons = await chatAndHomework.streamChatReasons(app, request, items, opened, now);
      return items.map((r) =>
        narrow(
          presentStream(r.stream, withCourse ? r.course : null, {
            freezes: r.freezes,
            options: extras.options.filter((o) => o.userCourseStreamId === r.stream.id),
            ...(orders && { order: orders.get(r.stream.id) ?? null }),
            now,
            courseConsultationLimit: r.course.consultationLimit,
            chatClosedReason: reasons.get(r.stream.id) ?? null,
          }),
          query.fields,
          query.expand,
        ),
      );
    },
  );

  app.get(
    LEARNING_ROUTES.stream,
    {
      onRequest: app.authenticate,
      schema: {
        ...common,
        summary: 'One of the learner’s streams',
        params: streamParams,
        querystring: streamViewQuery,
        response: { 200: userCourseStreamNarrowed, ...errors },
      },
    },
    async (request) => {
      const { query } = request;
      let { state, content } = await ownStream(app, request, request.params.id);
      // A paid stream without its expert chat gets it before it is shown (issue 28).
      if ((await chatAndHomework.openMissingChats(app, request, [state.stream])).size > 0) {
        ({ state, content } = await ownStream(app, request, request.params.id));
      }
      const orders = query.expand.includes('order') ? await ordersOf(app.db, [state.stream.id]) : null;
      const now = Date.now();
      const status = effectiveStatus(state.stream, state.freezes, now);
      const reasons = await chatAndHomework.streamChatReasons(
        app,
        request,
        [{ stream: state.stream, course: content.course, status }],
        undefined,
        now,
      );
      const stream = presentStream(state.stream, query.expand.includes('course') ? content.course : null, {
        freezes: state.freezes,
        options: state.options,
        ...(orders && { order: orders.get(state.stream.id) ?? null }),
        now,
        courseConsultationLimit: content.course.consultationLimit,
        chatClosedReason: reasons.get(state.stream.id) ?? null,
      });
      return narrow(stream, query.fields, query.expand);
    },
  );

  app.get(
    LEARNING_ROUTES.streamStatus,
    {
      onRequest: app.authenticate,
      schema: {
        ...common,
        summary: 'Statuses of the stream: days, stages, lessons, current day (spec 02 §7)',
        params: streamParams,
        querystring: streamStatusQuery,
        response: { 200: streamStatus, ...errors },
      },
    },
    async (request, reply) => {
      let { state, content } = await ownStream(app, request, request.params.id);
      const key = request.query.expand.join(',');
      const now = Date.now();
      let written = state.wire.get(key);
      if (!written || written.until <= now || written.from > now) {
        // `homeworks` names every offered placement by its status id: first make the rows of
        // those offered since the last answer (decision 057), then read the stream afresh.
        if (
          request.query.expand.includes('homeworks') &&
          (await chatAndHomework.openOfferedHomework(app, [{ state, content }], now))
        ) {
          ({ state, content } = await ownStream(app, request, request.params.id));
        }
        const view = streamView(content, state, now);
        const expand = request.query.expand;
        const chat = wantsStreamChat(expand) ? await chatAndHomework.streamChatOf(app.db, state) : null;
        // A hot read (ARCHITECTURE §7): the presenter is typed by the contract, so the answer is
        // written directly rather than parsed again by the schema; tests hold it to the schema.
        written = {
          json: JSON.stringify(presentStreamStatus(content, state, view, expand, chat)),
          from: now,
          until: nextChange(content, state, view),
        };
        if (state.wire.size < 8) state.wire.set(key, written);
      }
      return reply.type('application/json; charset=utf-8').send(written.json as never);
    },
  );

  app.post(
    LEARNING_ROUTES.streamFilters,
    {
      onRequest: app.authenticate,
      schema: {
        ...common,
        summary: 'Saves the learner’s training option choices of the stream',
        params: streamIdParams,
        querystring: streamStatusQuery.pick({ lang: true }),
        body: streamFiltersBody,
        response: { 200: userCourseStreamNarrowed, ...errors },
      },
    },
    async (request) => {
      const { state, content } = await ownStream(app, request, request.params.streamId);
      await saveFilters(app, request, state, content, request.body.filters);
      const fresh = await ownStream(app, request, request.params.streamId);
      return presentStream(fresh.state.stream, null, {
        freezes: fresh.state.freezes,
        options: fresh.state.options,
        courseConsultationLimit: content.course.consultationLimit,
      });
    },
  );
};
