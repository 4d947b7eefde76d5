import { type HomeworkReviewPayload, LANGUAGE_CODES, LANGUAGES, type Language } from '@cp/contract';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../../db/client.js';
import { message } from '../../lib/messages.js';
import { shortened } from './expert-answer-push.js';
import { pushRecipient } from './push.repository.js';
import { pushToUser } from './push.service.js';
import { createPushSender, type PushSender } from './push-sender.js';
import type { VapidKeys } from './vapid.js';

/** A review is worth a notification for a day, like an expert's answer (decision 056). */
const HOMEWORK_PUSH_TTL_SECONDS = 24 * 3600;

export interface HomeworkReview {
  projectId: number;
  learnerId: number;
  statusId: number;
  streamId: number;
  homeworkTitle: string;
  verdict: 'DONE' | 'FAIL';
  /** Points given with a DONE. */
  scores: number;
  comment: string;
  /** The school's language, for a learner who never chose one. */
  defaultLanguage: string;
}

/** The learner's chosen language, else the school's. */
export function languageOf(code: string | null, fallback: string): Language {
  const byCode = (c: string | null) => LANGUAGES.find((l) => LANGUAGE_CODES[l] === c || l === c);
  return byCode(code) ?? byCode(fallback) ?? 'ru';
}

export function homeworkReviewPayload(review: HomeworkReview, lang: Language): HomeworkReviewPayload {
  const title = review.homeworkTitle;
  const done = review.verdict === 'DONE';
  const summary = done
    ? review.scores > 0
      ? message('homeworkPushDoneBodyScores', lang, { title, scores: review.scores })
      : message('homeworkPushDoneBody', lang, { title })
    : message('homeworkPushFailBody', lang, { title });
  return {
    type: 'homework_review',
    title: message(done ? 'homeworkPushDoneTitle' : 'homeworkPushFailTitle', lang),
    body: shortened(review.comment.trim() ? `${summary} ${review.comment}` : summary),
    // Relative to the app's base, resolved by the service worker against its scope as for the chat;
    // the screen names the learner's homework status, not the task (decision 059).
    url: `homework/${review.streamId}/${review.statusId}`,
    user_homework_id: review.statusId,
    status: review.verdict,
  };
}

/**
 * "Your homework was reviewed" (issue 10): to every browser of the learner in their language,
 * unless they switched notifications off (spec 01 §3). Answers how many browsers took it.
 */
export async function pushHomeworkReview(db: Db, send: PushSender, review: HomeworkReview): Promise<number> {
  const learner = await pushRecipient(db, review.projectId, review.learnerId);
  if (!learner || learner.disableNotification) return 0;
  const payload = homeworkReviewPayload(review, languageOf(learner.languageCode, review.defaultLanguage));
  return pushToUser(db, send, review.learnerId, JSON.stringify(payload));
}

export interface HomeworkPush {
  /** Sends in the background: the expert's request never waits for push services; failures are logged. */
  reviewed(review: HomeworkReview): Promise<number>;
}

declare module 'fastify' {
  interface FastifyInstance {
    homeworkPush: HomeworkPush;
  }
}

export const homeworkPushPlugin = fp(
  async (app: FastifyInstance, opts: { vapid: VapidKeys; subject: string }) => {
    const send = createPushSender(opts.vapid, opts.subject, HOMEWORK_PUSH_TTL_SECONDS);
    app.decorate('homeworkPush', {
      reviewed: (review: HomeworkReview) =>
        pushHomeworkReview(app.db, send, review).catch((err: unknown) => {
          app.log.error({ err, statusId: review.statusId }, 'homework review push not sent');
          return 0;
        }),
    });
  },
);
