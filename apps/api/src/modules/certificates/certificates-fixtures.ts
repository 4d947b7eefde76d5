import { and, eq } from 'drizzle-orm';
import { courseStageHomeworks, userDayStatuses, userHomeworkStatuses, users } from '../../db/schema/index.js';
import type { TestApp } from '../../test/test-app.js';
import { openSession } from '../auth/sessions.service.js';
import { addHomeworkSchool, type HomeworkSchool, homeworkIdOf } from '../homework/homework-fixtures.js';

/**
 * Test helpers of the certificates (issue 32): the homework school (a ten-day course whose stage 1
 * summary is the one required homework; learners anna and bob on day 7) with an administrator,
 * and the two steps that earn a certificate, written as the days and the review write them.
 */
export async function addCertificateSchool(t: TestApp, host: string) {
  const s = await addHomeworkSchool(t, host);
  const [admin] = await t.db
    .insert(users)
    .values({ projectId: s.projectId, email: `ada@${host}`, name: 'Ada', role: 'admin' })
    .returning();
  const token = await openSession(t.db, admin!, {
    projectId: s.projectId,
    appType: 'web',
    appId: null,
    ip: '127.0.0.1',
    lang: 'en',
    singleDeviceOnly: false,
  });
  return { ...s, admin: { user: admin!, token } };
}
export type CertificateSchool = Awaited<ReturnType<typeof addCertificateSchool>>;

/** The course's last training day, finished in the learner's stream. */
export async function finishLastDay(t: TestApp, s: HomeworkSchool, who: 'anna' | 'bob') {
  const db = t.db;
  const last = s.content.days
    .filter((d) => !d.dayOfRest)
    .reduce((a, b) => (b.dayNumber > a.dayNumber ? b : a));
  await db.insert(userDayStatuses).values({
    projectId: s.projectId,
    userCourseStreamId: s.streams[who].id,
    dayId: last.id,
    finishedAt: new Date(),
  });
  forget(t, s, who);
}

/** The required stage summary handed in and given `status` by a review. */
export async function reviewSummary(
  t: TestApp,
  s: HomeworkSchool,
  who: 'anna' | 'bob',
  status: 'DONE' | 'FAIL',
) {
  const db = t.db;
  const homeworkId = homeworkIdOf(s.content, 'summary');
  const [placement] = await db
    .select()
    .from(courseStageHomeworks)
    .where(
      and(eq(courseStageHomeworks.courseId, s.courseId), eq(courseStageHomeworks.homeworkId, homeworkId)),
    );
  await db
    .insert(userHomeworkStatuses)
    .values({
      projectId: s.projectId,
      courseId: s.courseId,
      userId: s.users[who].id,
      userCourseStreamId: s.streams[who].id,
      targetType: 'course_stage_homework',
      targetId: placement!.id,
      homeworkId,
      status,
      handedInAt: new Date(),
      reviewedAt: new Date(),
    })
    .onConflictDoUpdate({
      target: [
        userHomeworkStatuses.userCourseStreamId,
        userHomeworkStatuses.targetType,
        userHomeworkStatuses.targetId,
      ],
      set: { status },
    });
  forget(t, s, who);
}

/**
 * The writes above are the fixture's own, not the days' or the review's: this process's cached
 * state of the stream is evicted by hand, as those areas' writes do (on a server the trigger's
 * NOTIFY would come a moment later).
 */
function forget(t: TestApp, s: HomeworkSchool, who: 'anna' | 'bob') {
  t.app.learning.streamChanged(s.streams[who]);
}

/** A PDF's text, read back as a reader would (pdf.js through unpdf). */
export async function pdfText(bytes: Buffer): Promise<string> {
  const { extractText, getDocumentProxy } = await import('unpdf');
  const pdf = await getDocumentProxy(new Uint8Array(bytes));
  const { text } = await extractText(pdf, { mergePages: true });
  return text;
}
