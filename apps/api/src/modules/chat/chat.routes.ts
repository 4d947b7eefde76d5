import {
  CHAT_ROUTES,
  chat,
  chatList,
  chatListQuery,
  chatMessage,
  chatMessageBody,
  chatMessageList,
  chatMessageParams,
  chatMessagesQuery,
  chatParams,
  chatPostBody,
  chatRatingBody,
  httpError,
  langQuery,
  validationErrorList,
} from '@cp/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { chatEnabled } from '../chat-channels/index.js';
import { contextOf, learnerChat, learnersChannel } from './chat.policy.js';
import {
  editMessage,
  listLearnerChats,
  markMessageViewed,
  postMessage,
  presentPage,
  rateChatMessage,
  readMessages,
  viewChat,
} from './chat.service.js';

const errors = { 401: httpError, 403: httpError, 404: httpError, 422: validationErrorList, 429: httpError };
const tags = ['chat'];
const security = [{ bearer: [] }];

/** The learner's expert chats (spec 02 §7 "Chat"; decision 050). */
export const chatRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    CHAT_ROUTES.chats,
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        security,
        summary: "The learner's expert chats, by stream status",
        querystring: chatListQuery,
        response: { 200: chatList, ...errors },
      },
    },
    async (request, reply) => {
      chatEnabled(request);
      return listLearnerChats(app, request, reply, request.query);
    },
  );

  app.get(
    CHAT_ROUTES.chat,
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        security,
        summary: 'One expert chat',
        params: chatParams,
        querystring: langQuery,
        response: { 200: chat, ...errors },
      },
    },
    async (request) => viewChat(app, await learnerChat(app, request, request.params.id), 'learner'),
  );

  app.get(
    CHAT_ROUTES.messages,
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        security,
        summary: 'A page of the chat, newest first by default (10 a page)',
        params: chatParams,
        querystring: chatMessagesQuery,
        response: { 200: chatMessageList, ...errors },
      },
    },
    async (request, reply) => {
      // The page is read beside the check that the chat is the caller's and beside its context
      // (who answers the course, the stream's state), not after them: one wait instead of two on
      // the chat's most frequent call (decisions 139, 149). It is answered only once the chat is
      // found to be the caller's and the context allows it; otherwise it is dropped unread, and
      // its failure, if it fails, is not this request's answer.
      const pageRead = readMessages(app, request.params.id, request.query);
      pageRead.catch(() => {});
      const { channel, hasExpert } = await learnersChannel(app, request, request.params.id);
      const [, page] = await Promise.all([contextOf(app, request, channel, true, hasExpert), pageRead]);
      return presentPage(app, reply, request.query, page);
    },
  );

  app.post(
    CHAT_ROUTES.messages,
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        security,
        summary: 'A message to the expert; no more often than the brand messageDelay',
        params: chatParams,
        querystring: langQuery,
        body: chatPostBody,
        response: { 201: chatMessage, ...errors },
      },
    },
    async (request, reply) => {
      const ctx = await learnerChat(app, request, request.params.id);
      return reply
        .status(201)
        .send(await postMessage(app, request, ctx, 'learner', request.body.message, request.body.files));
    },
  );

  app.put(
    CHAT_ROUTES.message,
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        security,
        summary: "Edits the learner's own message",
        params: chatMessageParams,
        querystring: langQuery,
        body: chatMessageBody,
        response: { 200: chatMessage, ...errors },
      },
    },
    async (request) => {
      const ctx = await learnerChat(app, request, request.params.id);
      return editMessage(app, request, ctx, 'learner', request.params.messageId, request.body.message);
    },
  );

  app.put(
    CHAT_ROUTES.messageRating,
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        security,
        summary: "Rates an expert's message",
        params: chatMessageParams,
        querystring: langQuery,
        body: chatRatingBody,
        response: { 200: chatMessage, ...errors },
      },
    },
    async (request) => {
      const ctx = await learnerChat(app, request, request.params.id);
      return rateChatMessage(app, request, ctx, request.params.messageId, request.body.rating);
    },
  );

  app.put(
    CHAT_ROUTES.messageViewed,
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        security,
        summary: "Marks the expert's message, and every earlier one, as viewed",
        params: chatMessageParams,
        querystring: langQuery,
        response: { 200: chatMessage, ...errors },
      },
    },
    async (request) => {
      const ctx = await learnerChat(app, request, request.params.id);
      return markMessageViewed(app, request, ctx, 'learner', request.params.messageId);
    },
  );
};
