import {
  ANALYTICS_DEFAULT_DAYS,
  ANALYTICS_MAX_DAYS,
  type AnalyticsQuery,
  type AnalyticsSection,
  type ConsoleAnalytics,
  HOMEWORK_REVIEW_HOURS,
  type Language,
} from '@cp/contract';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client.js';
import { courses, projects } from '../../../db/schema/index.js';
import { fieldError } from '../../../lib/field-error.js';
import { message } from '../../../lib/messages.js';
import { ApiError } from '../../../plugins/errors.js';
import type { AnalyticsPeriod } from './analytics-period.js';
import { activeLearners, enrolmentsAndCompletions, funnel } from './learning-figures.repository.js';
import {
  consultationsUsed,
  homeworkTurnaround,
  referralConversions,
  revenue,
} from './service-figures.repository.js';

const DAY_MS = 86_400_000;
const dayNumber = (date: string) => Date.parse(`${date}T00:00:00Z`) / DAY_MS;
const dateOf = (day: number) => new Date(day * DAY_MS).toISOString().slice(0, 10);

/** Today in the school's time zone, `YYYY-MM-DD` (en-CA writes dates that way). */
function todayIn(timeZone: string, now: Date): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);
}

/**
 * The period and course asked for, checked (decision 141): both dates or neither (then the last
 * ANALYTICS_DEFAULT_DAYS days of the school), the start not after the end, at most
 * ANALYTICS_MAX_DAYS days (422 on the field at fault); a course of another school, or none, is
 * 404, as any other object of another school is.
 */
export async function resolvePeriod(
  db: Db,
  projectId: number,
  query: AnalyticsQuery,
  lang: Language,
  now = new Date(),
): Promise<{ period: AnalyticsPeriod; courseList: { course_id: number; title: string }[] }> {
  const [school] = await db
    .select({ timeZone: projects.timeZone })
    .from(projects)
    .where(eq(projects.id, projectId));
  const timeZone = school!.timeZone;
  if ((query.from === undefined) !== (query.to === undefined)) {
    throw fieldError(
      query.from === undefined ? 'from' : 'to',
      message('analyticsPeriodHalf', lang),
      'querystring',
    );
  }
  const to = query.to ?? todayIn(timeZone, now);
  const from = query.from ?? dateOf(dayNumber(to) - (ANALYTICS_DEFAULT_DAYS - 1));
  const length = dayNumber(to) - dayNumber(from) + 1;
  if (length < 1) throw fieldError('from', message('analyticsPeriodOrder', lang), 'querystring');
  if (length > ANALYTICS_MAX_DAYS) {
    throw fieldError(
      'to',
      message('analyticsPeriodTooLong', lang, { days: ANALYTICS_MAX_DAYS }),
      'querystring',
    );
  }
  const courseList = (
    await db
      .select({ course_id: courses.id, title: courses.title })
      .from(courses)
      .where(eq(courses.projectId, projectId))
      .orderBy(asc(courses.title), asc(courses.id))
  ).map((c) => ({ course_id: c.course_id, title: c.title }));
  const courseId = query.course_id ?? null;
  if (courseId !== null && !courseList.some((c) => c.course_id === courseId)) {
    throw new ApiError(404, message('analyticsCourseNotFound', lang));
  }
  return { period: { projectId, from, to, timeZone, courseId }, courseList };
}

/**
 * The figures of the period (decision 141); the CSV export writes the same ones. An export asks
 * for its `section` only, and the other figures are left empty rather than read: at 1,000,000
 * learners each figure is a second of work, and the revenue CSV has no use for the funnel's.
 */
export async function viewAnalytics(
  db: Db,
  projectId: number,
  query: AnalyticsQuery,
  lang: Language,
  section?: AnalyticsSection,
): Promise<ConsoleAnalytics> {
  const { period, courseList } = await resolvePeriod(db, projectId, query, lang);
  const courseId = period.courseId;
  const wanted = (name: AnalyticsSection) => section === undefined || section === name;
  const unread = <T>(value: T) => Promise.resolve(value);
  const [active, enrolled, funnelFigures, experts, consultations, money, referral] = await Promise.all([
    wanted('active') ? activeLearners(db, period) : unread({ days: [], weeks: [] }),
    wanted('courses')
      ? enrolmentsAndCompletions(db, period)
      : unread({ enrolments: new Map<number, number>(), completions: new Map<number, number>() }),
    courseId === null || !wanted('funnel') ? unread(null) : funnel(db, { ...period, courseId }),
    wanted('homework') ? homeworkTurnaround(db, period) : unread([]),
    wanted('consultations')
      ? consultationsUsed(db, period)
      : unread(new Map<number, { chat: number; video: number }>()),
    wanted('revenue') ? revenue(db, period) : unread([]),
    wanted('referral')
      ? referralConversions(db, period)
      : unread({ visits: 0, invitations: 0, converted: 0 }),
  ]);
  const listed = courseList.filter((c) => courseId === null || c.course_id === courseId);
  return {
    from: period.from,
    to: period.to,
    course_id: courseId,
    time_zone: period.timeZone,
    course_list: courseList,
    active,
    courses: listed.map((c) => ({
      ...c,
      enrolments: enrolled.enrolments.get(c.course_id) ?? 0,
      completions: enrolled.completions.get(c.course_id) ?? 0,
    })),
    funnel: funnelFigures,
    homework: { promise_hours: HOMEWORK_REVIEW_HOURS, experts },
    consultations: listed.map((c) => ({
      ...c,
      chat_opened: consultations.get(c.course_id)?.chat ?? 0,
      video_ordered: consultations.get(c.course_id)?.video ?? 0,
    })),
    revenue: money,
    referral,
  };
}
