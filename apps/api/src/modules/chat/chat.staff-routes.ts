import {
  chatMessage,
  chatMessageList,
  chatMessageParams,
  chatMessagesQuery,
  chatParams,
  chatPostBody,
  consultation,
  httpError,
  langQuery,
  pageQuery,
  STAFF_CHAT_ROUTES,
  staffChatDetail,
  staffChatList,
  staffChatListQuery,
  staffConsultationParams,
  staffRatingList,
  validationErrorList,
} from '@cp/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { closeConsultation, openConsultation } from '../consultations/index.js';
import { expertChat, staffOnly } from './chat.policy.js';
import { listMessages, markMessageViewed, postMessage } from './chat.service.js';
import { listDeskChats, listRatings, viewDeskChat } from './chat-desk.service.js';
import { findUser } from './chat-experts.repository.js';

const errors = { 401: httpError, 403: httpError, 404: httpError, 409: httpError, 422: validationErrorList };
const tags = ['staff'];
const security = [{ bearer: [] }];
/** Signed in (same tokens and sessions as learners), then an expert of this school (decision 050). */
const onRequest = (app: Parameters<FastifyPluginAsyncZod>[0]) => [app.authenticate, staffOnly];

/** The expert desk's chat calls, under STAFF_API_BASE (issue 9, decision 050). */
export const chatStaffRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    STAFF_CHAT_ROUTES.chats,
    {
      onRequest: onRequest(app),
      schema: {
        tags,
        security,
        summary: "The chats of the expert's courses, most unread first; search by learner",
        querystring: staffChatListQuery,
        response: { 200: staffChatList, ...errors },
      },
    },
    async (request, reply) => listDeskChats(app, request, reply, request.query),
  );

  app.get(
    STAFF_CHAT_ROUTES.chat,
    {
      onRequest: onRequest(app),
      schema: {
        tags,
        security,
        summary: "One chat with the learner's stream and the consultations",
        params: chatParams,
        querystring: langQuery,
        response: { 200: staffChatDetail, ...errors },
      },
    },
    async (request) => {
      const ctx = await expertChat(app, request, request.params.id);
      const learner = (await findUser(app.db, ctx.channel.projectId, ctx.channel.userId))!;
      return viewDeskChat(app, ctx, learner);
    },
  );

  app.get(
    STAFF_CHAT_ROUTES.messages,
    {
      onRequest: onRequest(app),
      schema: {
        tags,
        security,
        summary: 'A page of the chat, newest first by default',
        params: chatParams,
        querystring: chatMessagesQuery,
        response: { 200: chatMessageList, ...errors },
      },
    },
    async (request, reply) =>
      listMessages(app, reply, await expertChat(app, request, request.params.id), request.query),
  );

  app.post(
    STAFF_CHAT_ROUTES.messages,
    {
      onRequest: onRequest(app),
      schema: {
        tags,
        security,
        summary: "The expert's reply",
        params: chatParams,
        querystring: langQuery,
        body: chatPostBody,
        response: { 201: chatMessage, ...errors },
      },
    },
    async (request, reply) => {
      const ctx = await expertChat(app, request, request.params.id);
      return reply
        .status(201)
        .send(await postMessage(app, request, ctx, 'expert', request.body.message, request.body.files));
    },
  );

  app.put(
    STAFF_CHAT_ROUTES.messageViewed,
    {
      onRequest: onRequest(app),
      schema: {
        tags,
        security,
        summary: "Marks the learner's message, and every earlier one, as viewed",
        params: chatMessageParams,
        querystring: langQuery,
        response: { 200: chatMessage, ...errors },
      },
    },
    async (request) => {
      const ctx = await expertChat(app, request, request.params.id);
      return markMessageViewed(app, request, ctx, 'expert', request.params.messageId);
    },
  );

  app.post(
    STAFF_CHAT_ROUTES.consultations,
    {
      onRequest: onRequest(app),
      schema: {
        tags,
        security,
        summary: "Opens a paid consultation at the chat's newest message",
        params: chatParams,
        querystring: langQuery,
        response: { 201: consultation, ...errors },
      },
    },
    async (request, reply) => {
      const ctx = await expertChat(app, request, request.params.id);
      return reply.status(201).send(await openConsultation(app, request, ctx));
    },
  );

  app.put(
    STAFF_CHAT_ROUTES.consultationClose,
    {
      onRequest: onRequest(app),
      schema: {
        tags,
        security,
        summary: "Closes the open consultation at the chat's newest message",
        params: staffConsultationParams,
        querystring: langQuery,
        response: { 200: consultation, ...errors },
      },
    },
    async (request) => {
      const ctx = await expertChat(app, request, request.params.id);
      return closeConsultation(app, request, ctx, request.params.consultationId);
    },
  );

  app.get(
    STAFF_CHAT_ROUTES.ratings,
    {
      onRequest: onRequest(app),
      schema: {
        tags,
        security,
        summary: 'Ratings the expert received, newest first',
        querystring: langQuery.extend(pageQuery.shape),
        response: { 200: staffRatingList, ...errors },
      },
    },
    async (request, reply) => listRatings(app, request, reply, request.query),
  );
};
