import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { type ExpertAnswer, pushExpertAnswer } from './expert-answer-push.js';
import { createPushSender } from './push-sender.js';
import type { VapidKeys } from './vapid.js';

/** An answer is worth seeing for a day; after that the chat's unread badge says it. */
const CHAT_PUSH_TTL_SECONDS = 24 * 3600;

export interface ChatPush {
  /**
   * Sends "your expert answered" in the background: the expert's request never waits for
   * push services (up to 10 s each). The promise is for tests; failures are logged.
   */
  expertAnswered(answer: ExpertAnswer): Promise<number>;
}

declare module 'fastify' {
  interface FastifyInstance {
    chatPush: ChatPush;
  }
}

export interface ChatPushOptions {
  vapid: VapidKeys;
  subject: string;
}

/** Web Push of the expert chat (issue 9 "Live", decision 056). */
export const chatPushPlugin = fp(async (app: FastifyInstance, opts: ChatPushOptions) => {
  const send = createPushSender(opts.vapid, opts.subject, CHAT_PUSH_TTL_SECONDS);
  app.decorate('chatPush', {
    expertAnswered: (answer: ExpertAnswer) =>
      pushExpertAnswer(app.db, send, answer).catch((err: unknown) => {
        app.log.error({ err, chatId: answer.chatId }, 'expert answer push not sent');
        return 0;
      }),
  });
});
