import { and, asc, eq, gt, lte, max, notInArray, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.js';
import {
  brands,
  courses,
  domains,
  mailNotificationClaims,
  userCourseStreams,
} from '../../db/schema/index.js';
import { message } from '../../lib/messages.js';
import { claimMail } from './mail-notifications.repository.js';
import { sendFromSweep } from './send-learner-mail.js';

const DAY_MS = 24 * 3600 * 1000;
const BATCH = 200;

/** The claim's subject of a stream's end: a renewed stream (a new end) warns again. */
const subjectOf = (streamId: number, end: Date) => `stream:${streamId}:${Math.floor(end.getTime() / 1000)}`;

/**
 * "Your access ends soon" (issue 32): streams whose end is within the school's `daysShowWarning`
 * days (the brand of its first domain, as the app's warning banner reads it), by the index on a
 * stream's end, leaving out those already mailed for that end. Stopped and ended streams are
 * left out: their end is the staff's doing, not a date to extend.
 */
export function endingStreams(db: Db, now: Date, widestDays: number) {
  const warning = sql<number>`(select ${brands.daysShowWarning} from ${domains} join ${brands} on ${brands.id} = ${domains.brandId} where ${domains.projectId} = ${userCourseStreams.projectId} order by ${domains.id} limit 1)`;
  return db
    .select({
      id: userCourseStreams.id,
      projectId: userCourseStreams.projectId,
      learnerId: userCourseStreams.userId,
      end: userCourseStreams.endDate,
      course: courses.title,
    })
    .from(userCourseStreams)
    .innerJoin(courses, eq(courses.id, userCourseStreams.courseId))
    .where(
      and(
        gt(userCourseStreams.endDate, now),
        lte(userCourseStreams.endDate, new Date(now.getTime() + widestDays * DAY_MS)),
        notInArray(userCourseStreams.status, ['stopped', 'ended']),
        sql`${userCourseStreams.endDate} <= ${now.toISOString()}::timestamptz + make_interval(days => ${warning})`,
        sql`not exists (select 1 from ${mailNotificationClaims} where ${mailNotificationClaims.kind} = 'access_ending' and ${mailNotificationClaims.subject} = 'stream:' || ${userCourseStreams.id} || ':' || floor(extract(epoch from ${userCourseStreams.endDate}))::bigint)`,
      ),
    )
    .orderBy(asc(userCourseStreams.endDate))
    .limit(BATCH);
}

export async function sweepAccessEnding(app: FastifyInstance, now = new Date()): Promise<number> {
  const [widest] = await app.db.select({ days: max(brands.daysShowWarning) }).from(brands);
  if (!widest?.days) return 0;
  const rows = await endingStreams(app.db, now, widest.days);
  let sent = 0;
  for (const s of rows) {
    const end = s.end!;
    const claim = await claimMail(app.db, {
      projectId: s.projectId,
      userId: s.learnerId,
      kind: 'access_ending',
      subject: subjectOf(s.id, end),
    });
    if (claim === undefined) continue;
    const mail = await sendFromSweep(app, {
      projectId: s.projectId,
      learnerId: s.learnerId,
      kind: 'access_ending',
      compose: ({ lang, appUrl, formatDate }) => {
        const date = formatDate(end);
        const link = new URL(`course/${s.id}/renew`, appUrl).toString();
        return {
          subject: message('mailAccessEndingSubject', lang, { course: s.course, date }),
          text: message('mailAccessEndingText', lang, { course: s.course, date, link }),
        };
      },
    });
    if (mail) sent += 1;
  }
  return sent;
}
