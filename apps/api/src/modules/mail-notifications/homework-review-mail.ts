import type { FastifyInstance } from 'fastify';
import { message } from '../../lib/messages.js';
import { sendLearnerMail } from './send-learner-mail.js';

/** What the homework review hands over: the fields of the push's review (modules/push). */
export interface HomeworkReviewMail {
  projectId: number;
  learnerId: number;
  statusId: number;
  streamId: number;
  homeworkTitle: string;
  verdict: 'DONE' | 'FAIL';
  scores: number;
  comment: string;
}

/**
 * "Your homework was reviewed" by e-mail (issue 32), where push does not reach the learner: she
 * has no subscribed browser or turned notifications off (decision 143). In the background: the
 * expert's request never waits for the mail path; a failure is logged.
 */
export function mailHomeworkReviewed(app: FastifyInstance, review: HomeworkReviewMail, host?: string) {
  return sendLearnerMail(app, {
    projectId: review.projectId,
    learnerId: review.learnerId,
    kind: 'homework_reviewed',
    host,
    onlyWithoutPush: true,
    compose: ({ lang, appUrl }) => {
      const title = review.homeworkTitle;
      const done = review.verdict === 'DONE';
      const lines = [message(done ? 'mailHomeworkDoneText' : 'mailHomeworkFailText', lang, { title })];
      if (done && review.scores > 0)
        lines.push(message('mailHomeworkScores', lang, { scores: review.scores }));
      if (review.comment.trim()) lines.push('', message('mailHomeworkComment', lang), review.comment.trim());
      // The learner's homework status, as the push's link (decision 059).
      const link = new URL(`homework/${review.streamId}/${review.statusId}`, appUrl).toString();
      lines.push('', message('mailOpenLink', lang, { link }));
      return {
        subject: message(done ? 'mailHomeworkDoneSubject' : 'mailHomeworkFailSubject', lang, { title }),
        text: lines.join('\n'),
      };
    },
  }).catch((err: unknown) => {
    app.log.error({ err, statusId: review.statusId }, 'homework review mail not sent');
    return null;
  });
}
