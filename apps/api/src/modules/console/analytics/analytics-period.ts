import { sql } from 'drizzle-orm';

/**
 * A period of the school's days, `from` to `to` both included, in the school's time zone
 * (decision 141): every figure is counted between `lo` (the first day's midnight there) and `hi`
 * (the midnight after the last day), and bucketed by the school's calendar day.
 */
export interface AnalyticsPeriod {
  projectId: number;
  /** `YYYY-MM-DD`. */
  from: string;
  to: string;
  timeZone: string;
  courseId: number | null;
}

export const lowerBound = (p: AnalyticsPeriod) =>
  sql`(${p.from}::date::timestamp at time zone ${p.timeZone})`;
export const upperBound = (p: AnalyticsPeriod) =>
  sql`((${p.to}::date + 1)::timestamp at time zone ${p.timeZone})`;

/** `column` falls in the period: a range of the column's index, both bounds computed once. */
export const inPeriod = (column: ReturnType<typeof sql.raw>, p: AnalyticsPeriod) =>
  sql`${column} >= ${lowerBound(p)} and ${column} < ${upperBound(p)}`;

/** The school's calendar day of a moment, as text. */
export const localDay = (column: ReturnType<typeof sql.raw>, p: AnalyticsPeriod) =>
  sql`(${column} at time zone ${p.timeZone})::date`;

/** Both drivers (pg, PGlite) answer raw SQL with `{rows}`. */
export const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;
