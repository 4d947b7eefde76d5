import { MAIL_DIGEST_EVERY_HOURS, MAIL_DIGEST_UNREAD_MINUTES } from '@cp/contract';
import { and, asc, eq, exists, gt, lte, not, or, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.js';
import {
  chatChannels,
  chatMessages,
  courses,
  mailDigestMarks,
  mailNotificationOptOuts,
  pushSubscriptions,
  userHomeworkStatuses,
  users,
} from '../../db/schema/index.js';
import { message } from '../../lib/messages.js';
import { sendFromSweep } from './send-learner-mail.js';

const MINUTE_MS = 60_000;
/** Older unread answers are not looked at: a learner away that long had her digest then. */
const DIGEST_LOOKBACK_DAYS = 7;
/** A digest lists this many answers; the rest are counted ("…and 3 more"). */
const DIGEST_MAX_LINES = 10;
/** Learners one sweep mails at most; the next tick takes the rest. */
const DIGEST_BATCH = 200;
const LINE_MAX_CHARS = 140;

interface Answer {
  id: number;
  learnerId: number;
  projectId: number;
  chatId: number;
  course: string;
  expert: string | null;
  text: string;
}

/** Whether the learner of the chat turned off the mails of `kind`. */
function optedOut(db: Db, kind: 'expert_answered' | 'homework_reviewed') {
  return exists(
    db
      .select({ one: sql`1` })
      .from(mailNotificationOptOuts)
      .where(
        and(eq(mailNotificationOptOuts.userId, chatChannels.userId), eq(mailNotificationOptOuts.kind, kind)),
      ),
  );
}

/**
 * Whether the message is a homework review's (its comment, or the line a review without one
 * writes: `review_message_id`) that was notified on its own: by push where push reaches the learner
 * (a subscribed browser, notifications on), else by the "homework reviewed" mail where her switch
 * is on, as the review chose (decision 143). Judged when the digest is made. Looked up by the
 * message (the partial index of statuses by their review's message): one probe an answer.
 */
function notifiedReview(db: Db) {
  const learner = chatChannels.userId;
  const pushReaches = and(
    exists(db.select({ one: sql`1` }).from(pushSubscriptions).where(eq(pushSubscriptions.userId, learner))),
    sql`not (select ${users.disableNotification} from ${users} where ${users.id} = ${learner})`,
  );
  return exists(
    db
      .select({ one: sql`1` })
      .from(userHomeworkStatuses)
      .where(
        and(
          eq(userHomeworkStatuses.reviewMessageId, chatMessages.id),
          eq(userHomeworkStatuses.userId, learner),
          or(pushReaches, not(optedOut(db, 'homework_reviewed'))),
        ),
      ),
  );
}

/**
 * Experts' answers the learner has not read for MAIL_DIGEST_UNREAD_MINUTES, newer than her last
 * digest, of learners whose last digest is MAIL_DIGEST_EVERY_HOURS old (or who had none) and who
 * did not turn the digest off; oldest learner's first. A range of the partial index of unread
 * experts' messages by age (decision 143). A homework review's comment that had its own push or
 * mail is left out: the learner was told of it once.
 */
export function dueAnswers(db: Db, now: Date) {
  const cutoff = new Date(now.getTime() - MAIL_DIGEST_UNREAD_MINUTES * MINUTE_MS);
  const oldest = new Date(now.getTime() - DIGEST_LOOKBACK_DAYS * 24 * 60 * MINUTE_MS);
  const periodStart = new Date(now.getTime() - MAIL_DIGEST_EVERY_HOURS * 60 * MINUTE_MS);
  const expert = sql`(select ${users.name} from ${users} where ${users.id} = ${chatMessages.userId})`;
  return db
    .select({
      id: chatMessages.id,
      learnerId: chatChannels.userId,
      projectId: chatChannels.projectId,
      chatId: chatChannels.id,
      course: courses.title,
      expert: sql<string | null>`${expert}`,
      text: chatMessages.message,
    })
    .from(chatMessages)
    .innerJoin(chatChannels, eq(chatChannels.id, chatMessages.chatChannelId))
    .innerJoin(courses, eq(courses.id, chatChannels.courseId))
    .leftJoin(mailDigestMarks, eq(mailDigestMarks.userId, chatChannels.userId))
    .where(
      and(
        sql`${chatMessages.isExpert} and not ${chatMessages.isViewed}`,
        gt(chatMessages.createdAt, oldest),
        lte(chatMessages.createdAt, cutoff),
        sql`${chatMessages.id} > coalesce(${mailDigestMarks.lastMessageId}, 0)`,
        sql`(${mailDigestMarks.sentAt} is null or ${mailDigestMarks.sentAt} <= ${periodStart.toISOString()}::timestamptz)`,
        not(optedOut(db, 'expert_answered')),
        not(notifiedReview(db)),
      ),
    )
    .orderBy(asc(chatChannels.userId), asc(chatMessages.id))
    .limit(DIGEST_BATCH * DIGEST_MAX_LINES);
}

/**
 * The claim of one learner's digest: her mark moves to `lastMessageId` in one conditional upsert,
 * only forward and only once the period has passed. Of two processes (or a process and its
 * restart) exactly one gets the row back; the other skips. Claimed before sending: at most once.
 */
async function claimDigest(db: Db, learnerId: number, lastMessageId: number, now: Date): Promise<boolean> {
  const periodStart = new Date(now.getTime() - MAIL_DIGEST_EVERY_HOURS * 60 * MINUTE_MS);
  const rows = await db
    .insert(mailDigestMarks)
    .values({ userId: learnerId, lastMessageId, sentAt: now })
    .onConflictDoUpdate({
      target: mailDigestMarks.userId,
      set: { lastMessageId, sentAt: now },
      setWhere: sql`${mailDigestMarks.lastMessageId} < ${lastMessageId} and ${mailDigestMarks.sentAt} <= ${periodStart.toISOString()}::timestamptz`,
    })
    .returning({ userId: mailDigestMarks.userId });
  return rows.length === 1;
}

function line(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  const chars = Array.from(flat);
  return chars.length <= LINE_MAX_CHARS
    ? flat
    : `${chars
        .slice(0, LINE_MAX_CHARS - 1)
        .join('')
        .trimEnd()}…`;
}

/** One learner's digest: her unread answers grouped by chat, each chat with its link. */
function sendDigest(app: FastifyInstance, answers: Answer[]) {
  const first = answers[0]!;
  return sendFromSweep(app, {
    projectId: first.projectId,
    learnerId: first.learnerId,
    kind: 'expert_answered',
    compose: ({ lang, appUrl, school }) => {
      const lines = [message('mailDigestIntro', lang)];
      const chats = [...new Set(answers.map((a) => a.chatId))];
      let shown = 0;
      for (const chatId of chats) {
        const ofChat = answers.filter((a) => a.chatId === chatId);
        const link = new URL(`chat/${chatId}`, appUrl).toString();
        lines.push('', message('mailDigestChat', lang, { course: ofChat[0]!.course, link }));
        for (const a of ofChat) {
          if (shown === DIGEST_MAX_LINES) break;
          shown += 1;
          const text = a.text.trim() ? line(a.text) : message('mailDigestAttachment', lang);
          lines.push(`— ${a.expert?.trim() || school}: ${text}`);
        }
      }
      if (answers.length > shown)
        lines.push('', message('mailDigestMore', lang, { count: answers.length - shown }));
      return {
        subject: message('mailDigestSubject', lang, { count: answers.length }),
        text: lines.join('\n'),
      };
    },
  });
}

/**
 * One sweep of the digest (decision 143): every learner due gets one mail of every unread answer
 * since her last digest. Answers how many were mailed.
 */
export async function sweepExpertAnswers(app: FastifyInstance, now = new Date()): Promise<number> {
  const byLearner = new Map<number, Answer[]>();
  for (const a of await dueAnswers(app.db, now)) {
    const list = byLearner.get(a.learnerId) ?? [];
    list.push(a);
    byLearner.set(a.learnerId, list);
  }
  let sent = 0;
  for (const [learnerId, answers] of byLearner) {
    const lastId = answers[answers.length - 1]!.id;
    if (!(await claimDigest(app.db, learnerId, lastId, now))) continue;
    if (await sendDigest(app, answers)) sent += 1;
  }
  return sent;
}
