import { CONSOLE_SUPPORT_ROUTES, SUPPORT_INBOX_PAGE_SIZE, type SupportRequestItem } from '@cp/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api/api-client';
import { readPagination } from '../../../lib/api/pagination';
import { staffPath } from '../../../lib/api/staff-path';
import { type SupportRequest, toSupportRequest } from '../lib/support-request';
import { type InboxFilter, supportKeys } from './support-keys';

export interface InboxPage {
  items: SupportRequest[];
  pageCount: number;
  total: number;
}

/** `GET /staff/support-requests`: newest first, by status and text, pages of SUPPORT_INBOX_PAGE_SIZE. */
export async function listRequests(filter: InboxFilter, signal?: AbortSignal): Promise<InboxPage> {
  const response = await apiGet<SupportRequestItem[]>(staffPath(CONSOLE_SUPPORT_ROUTES.list), {
    query: { status: filter.status, q: filter.q, page: filter.page, 'per-page': SUPPORT_INBOX_PAGE_SIZE },
    signal,
  });
  const pagination = readPagination(response.headers);
  return {
    items: response.data.map(toSupportRequest),
    pageCount: pagination?.pageCount ?? 1,
    total: pagination?.totalCount ?? response.data.length,
  };
}

export function useSupportRequests(filter: InboxFilter) {
  return useQuery({
    queryKey: supportKeys.list(filter),
    queryFn: ({ signal }) => listRequests(filter, signal),
    placeholderData: keepPreviousData,
    // Requests arrive from learners and guests while the inbox is open: live enough without a socket event.
    refetchInterval: 60_000,
  });
}
