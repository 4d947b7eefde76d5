import type { SupportRequestStatus } from '@cp/contract';

export interface InboxFilter {
  status?: SupportRequestStatus | undefined;
  q?: string | undefined;
  page: number;
}

/** Query keys of the support inbox: everything under `support-inbox` is invalidated by a change. */
export const supportKeys = {
  all: () => ['support-inbox'] as const,
  list: (filter: InboxFilter) => ['support-inbox', 'list', filter] as const,
  counts: () => ['support-inbox', 'counts'] as const,
  request: (id: number) => ['support-inbox', 'request', id] as const,
};
