import { z } from 'zod';
import { rowIdParam } from './input-fields.js';
import { langQuery } from './pagination.js';

/**
 * The school's analytics in the console (issue 32, decision 141): who learns, who enrols and
 * finishes, where learners stop, how fast homework is reviewed, what consultations are used,
 * what the school earns and what referrals bring. Paths are relative to STAFF_API_BASE;
 * administrators only. Days are the school's days (its time zone); each figure is defined in
 * the decision record.
 */
export const CONSOLE_ANALYTICS_ROUTES = {
  /** GET every figure of a period (and a course). */
  analytics: '/analytics',
  /** GET one section's figures as CSV (`section=`), the same figures the screen shows. */
  analyticsExport: '/analytics/export',
} as const;

/** A period is at most this many days (a year and a day, so a leap year fits). */
export const ANALYTICS_MAX_DAYS = 366;
/** The screen's period when none is chosen: the last 30 days, today included. */
export const ANALYTICS_DEFAULT_DAYS = 30;

export const ANALYTICS_SECTIONS = [
  'active',
  'courses',
  'funnel',
  'homework',
  'consultations',
  'revenue',
  'referral',
] as const;
export type AnalyticsSection = (typeof ANALYTICS_SECTIONS)[number];

/** `YYYY-MM-DD`, a real calendar date. */
const isoDate = () =>
  z
    .string()
    .refine((value) => {
      if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
      const d = new Date(`${value}T00:00:00Z`);
      return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === value;
    })
    .meta({ format: 'date' });

/**
 * `GET /staff/analytics`: `from` and `to` are the first and last day, both included (the school's
 * days); both or neither (the last ANALYTICS_DEFAULT_DAYS days). `course_id` narrows to a course.
 */
export const analyticsQuery = langQuery.extend({
  from: isoDate().optional(),
  to: isoDate().optional(),
  course_id: rowIdParam().optional(),
});
export type AnalyticsQuery = z.infer<typeof analyticsQuery>;

export const analyticsExportQuery = analyticsQuery.extend({ section: z.enum(ANALYTICS_SECTIONS) });

const count = z.number().int();
const date = z.string();

export const analyticsCourse = z.object({ course_id: z.number().int(), title: z.string() });

export const consoleAnalytics = z.object({
  from: date,
  to: date,
  course_id: z.number().int().nullable(),
  time_zone: z.string(),
  /** The school's courses, for the filter. */
  course_list: z.array(analyticsCourse),
  active: z.object({
    days: z.array(z.object({ date, learners: count })),
    /** `week` is its Monday; a week cut by the period counts only its days in the period. */
    weeks: z.array(z.object({ week: date, learners: count })),
  }),
  courses: z.array(analyticsCourse.extend({ enrolments: count, completions: count })),
  /** Null without `course_id`: days belong to one course. */
  funnel: z
    .object({
      /** Streams of the course enrolled in the period: the funnel's whole. */
      cohort: count,
      days: z.array(
        z.object({
          stage_id: z.number().int(),
          stage_title: z.string(),
          day_id: z.number().int(),
          day_number: z.number().int(),
          title: z.string(),
          started: count,
          finished: count,
        }),
      ),
    })
    .nullable(),
  homework: z.object({
    promise_hours: count,
    experts: z.array(
      z.object({
        expert_id: z.number().int(),
        name: z.string(),
        reviewed: count,
        within_promise: count,
        /** Hours from the hand-in to the review, one decimal. */
        average_hours: z.number(),
        median_hours: z.number(),
      }),
    ),
  }),
  consultations: z.array(analyticsCourse.extend({ chat_opened: count, video_ordered: count })),
  /** Minor units of `currency`; `month` is `YYYY-MM`. */
  revenue: z.array(
    z.object({
      month: z.string(),
      service_id: z.number().int(),
      service_title: z.string(),
      currency: z.string(),
      paid_count: count,
      paid_amount: count,
      refunded_count: count,
      refunded_amount: count,
    }),
  ),
  referral: z.object({ visits: count, invitations: count, converted: count }),
});
export type ConsoleAnalytics = z.infer<typeof consoleAnalytics>;
