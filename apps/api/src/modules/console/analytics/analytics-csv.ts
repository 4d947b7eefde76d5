import { type AnalyticsSection, type ConsoleAnalytics, currencyDigits, type Language } from '@cp/contract';
import { stringify } from 'csv-stringify/sync';
import { type MessageKey, message } from '../../../lib/messages.js';

/**
 * One section of the analytics as CSV (decision 141): the screen's figures, row for row.
 * RFC 4180 (csv-stringify quotes a field holding a comma, a quote or a line break, doubles its
 * quotes, ends lines with CRLF), UTF-8 with a byte order mark so that Excel reads Cyrillic titles,
 * and a text cell that a spreadsheet would run as a formula (starting with = + - @, a tab or a
 * carriage return) is prefixed with an apostrophe (OWASP's CSV injection advice). Numbers are
 * written as numbers, money in the currency's major units (`1990.00`), as the screen shows it. The
 * column names (and the active learners' day or week) are words in the request's language, as the
 * console sends it: an administrator reads the file in a spreadsheet, not as the wire.
 */

type Cell = string | number | null;

/** Minor units as a decimal of the currency's major unit: 199000 RUB -> `1990.00`. */
const major = (minor: number, currency: string) => {
  const digits = currencyDigits(currency);
  return (minor / 10 ** digits).toFixed(digits);
};

/** A title a learner or an administrator typed may start with `=`: never a formula in Excel. */
export function guardCell(value: Cell): Cell {
  if (typeof value !== 'string') return value;
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

/** The column names of a section, in the request's language. */
const head = (lang: Language, ...keys: MessageKey[]) => keys.map((key) => message(key, lang));

function table(a: ConsoleAnalytics, section: AnalyticsSection, lang: Language): Cell[][] {
  switch (section) {
    case 'active': {
      const day = message('analyticsCsvUnitDay', lang);
      const week = message('analyticsCsvUnitWeek', lang);
      return [
        head(lang, 'analyticsCsvUnit', 'analyticsCsvDate', 'analyticsCsvActiveLearners'),
        ...a.active.days.map((d) => [day, d.date, d.learners]),
        ...a.active.weeks.map((w) => [week, w.week, w.learners]),
      ];
    }
    case 'courses':
      return [
        head(
          lang,
          'analyticsCsvCourseId',
          'analyticsCsvCourse',
          'analyticsCsvEnrolments',
          'analyticsCsvCompletions',
        ),
        ...a.courses.map((c) => [c.course_id, c.title, c.enrolments, c.completions]),
      ];
    case 'funnel':
      return [
        head(
          lang,
          'analyticsCsvStageId',
          'analyticsCsvStage',
          'analyticsCsvDayId',
          'analyticsCsvDayNumber',
          'analyticsCsvDay',
          'analyticsCsvStarted',
          'analyticsCsvFinished',
          'analyticsCsvCohort',
        ),
        ...(a.funnel?.days ?? []).map((d) => [
          d.stage_id,
          d.stage_title,
          d.day_id,
          d.day_number,
          d.title,
          d.started,
          d.finished,
          a.funnel!.cohort,
        ]),
      ];
    case 'homework':
      return [
        head(
          lang,
          'analyticsCsvExpertId',
          'analyticsCsvExpert',
          'analyticsCsvReviewed',
          'analyticsCsvWithinPromise',
          'analyticsCsvPromiseHours',
          'analyticsCsvAverageHours',
          'analyticsCsvMedianHours',
        ),
        ...a.homework.experts.map((e) => [
          e.expert_id,
          e.name,
          e.reviewed,
          e.within_promise,
          a.homework.promise_hours,
          e.average_hours,
          e.median_hours,
        ]),
      ];
    case 'consultations':
      return [
        head(
          lang,
          'analyticsCsvCourseId',
          'analyticsCsvCourse',
          'analyticsCsvChatOpened',
          'analyticsCsvVideoOrdered',
        ),
        ...a.consultations.map((c) => [c.course_id, c.title, c.chat_opened, c.video_ordered]),
      ];
    case 'revenue':
      return [
        head(
          lang,
          'analyticsCsvMonth',
          'analyticsCsvServiceId',
          'analyticsCsvService',
          'analyticsCsvCurrency',
          'analyticsCsvPaidCount',
          'analyticsCsvPaidAmount',
          'analyticsCsvRefundedCount',
          'analyticsCsvRefundedAmount',
        ),
        ...a.revenue.map((r) => [
          r.month,
          r.service_id,
          r.service_title,
          r.currency,
          r.paid_count,
          major(r.paid_amount, r.currency),
          r.refunded_count,
          major(r.refunded_amount, r.currency),
        ]),
      ];
    case 'referral':
      return [
        head(lang, 'analyticsCsvVisits', 'analyticsCsvInvitations', 'analyticsCsvConverted'),
        [a.referral.visits, a.referral.invitations, a.referral.converted],
      ];
  }
}

export function analyticsCsv(a: ConsoleAnalytics, section: AnalyticsSection, lang: Language): string {
  return stringify(
    table(a, section, lang).map((row) => row.map(guardCell)),
    { bom: true, record_delimiter: 'windows' },
  );
}

/** `analytics-revenue-2026-01-01-2026-01-31.csv`: what was exported, for which days. */
export const csvFileName = (a: ConsoleAnalytics, section: AnalyticsSection) =>
  `analytics-${section}-${a.from}-${a.to}${a.course_id === null ? '' : `-course-${a.course_id}`}.csv`;
