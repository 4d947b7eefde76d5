import { and, asc, between, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.js';
import { courseServices, courses, paymentSubscriptions } from '../../db/schema/index.js';
import { message } from '../../lib/messages.js';
import { claimMail } from './mail-notifications.repository.js';
import { sendFromSweep } from './send-learner-mail.js';

/** A failure older than this is not mailed any more (the sweep was down that long). */
const RENEWAL_LOOKBACK_DAYS = 3;
const BATCH = 200;

/**
 * "Your subscription renewal failed" (issue 32): subscriptions whose renewal was due and did not
 * go through (`past_due`, decision 060), read from the payments' table by the partial index of
 * due subscriptions. One mail per subscription and due date: the claim's subject is both, so a
 * later failure (after a paid renewal moved the date) is mailed again, and nothing twice.
 */
export function failedRenewals(db: Db, now: Date) {
  const from = new Date(now.getTime() - RENEWAL_LOOKBACK_DAYS * 24 * 3600 * 1000);
  return db
    .select({
      id: paymentSubscriptions.id,
      projectId: paymentSubscriptions.projectId,
      learnerId: paymentSubscriptions.userId,
      streamId: paymentSubscriptions.userCourseStreamId,
      dueAt: paymentSubscriptions.nextPayAt,
      periodEnd: paymentSubscriptions.currentPeriodEnd,
      course: sql<string>`coalesce(${courses.title}, ${courseServices.title})`,
    })
    .from(paymentSubscriptions)
    .innerJoin(courseServices, eq(courseServices.id, paymentSubscriptions.courseServiceId))
    .leftJoin(courses, eq(courses.id, courseServices.courseId))
    .where(
      and(
        sql`${paymentSubscriptions.status} in ('active', 'past_due')`,
        eq(paymentSubscriptions.status, 'past_due'),
        between(paymentSubscriptions.nextPayAt, from, now),
      ),
    )
    .orderBy(asc(paymentSubscriptions.nextPayAt))
    .limit(BATCH);
}

export async function sweepRenewalFailures(app: FastifyInstance, now = new Date()): Promise<number> {
  const rows = await failedRenewals(app.db, now);
  let sent = 0;
  for (const s of rows) {
    const subject = `sub:${s.id}:${Math.floor(s.dueAt!.getTime() / 1000)}`;
    const claim = await claimMail(app.db, {
      projectId: s.projectId,
      userId: s.learnerId,
      kind: 'renewal_failed',
      subject,
    });
    if (claim === undefined) continue;
    const mail = await sendFromSweep(app, {
      projectId: s.projectId,
      learnerId: s.learnerId,
      kind: 'renewal_failed',
      compose: ({ lang, appUrl, formatDate }) => {
        // The stream's renewal screen; the subscriptions list when the stream is gone.
        const link = new URL(
          s.streamId ? `course/${s.streamId}/renew` : 'user/subscriptions',
          appUrl,
        ).toString();
        const course = s.course;
        return {
          subject: message('mailRenewalFailedSubject', lang, { course }),
          text: s.periodEnd
            ? message('mailRenewalFailedText', lang, { course, date: formatDate(s.periodEnd), link })
            : message('mailRenewalFailedNoDate', lang, { course, link }),
        };
      },
    });
    if (mail) sent += 1;
  }
  return sent;
}
