import { type AnalyticsSection, CONSOLE_ANALYTICS_ROUTES } from '@cp/contract';
import { apiGet } from '../../../lib/api/api-client';
import { staffPath } from '../../../lib/api/staff-path';
import { type AnalyticsFilter, analyticsQuery } from './get-analytics';

/**
 * `GET /staff/analytics/export?section=`: one section as CSV, saved under the server's file name.
 * The call carries the desk's token, so it is fetched and handed to the browser as a file rather
 * than opened as a link. Reading the answer as text drops its byte order mark (the Encoding
 * standard's UTF-8 decode), which Excel needs to read Cyrillic: it is put back.
 */
export async function downloadAnalytics(section: AnalyticsSection, filter: AnalyticsFilter) {
  const { data, headers } = await apiGet<string>(staffPath(CONSOLE_ANALYTICS_ROUTES.analyticsExport), {
    query: { ...analyticsQuery(filter), section },
  });
  const name =
    /filename="([^"]+)"/.exec(headers.get('content-disposition') ?? '')?.[1] ?? `analytics-${section}.csv`;
  const url = URL.createObjectURL(new Blob(['\uFEFF', data], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  // The click has handed the file over; the address can go at the next turn.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
