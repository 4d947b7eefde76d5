import { type AuditAction, type AuditEntry, CONSOLE_AUDIT_ROUTES } from '@cp/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api/api-client';
import { type Pagination, readPagination } from '../../../lib/api/pagination';
import { staffPath } from '../../../lib/api/staff-path';

export const AUDIT_PAGE_SIZE = 25;

/** A line of the log as the screen shows it; times in milliseconds. */
export interface AuditLine {
  id: number;
  actorName: string;
  action: string;
  targetType: string;
  targetId: string | null;
  details: Record<string, unknown>;
  at: number;
}

const toLine = (e: AuditEntry): AuditLine => ({
  id: e.id,
  actorName: e.actor_name,
  action: e.action,
  targetType: e.target_type,
  targetId: e.target_id,
  details: e.details,
  at: e.created_at * 1000,
});

/** `GET /staff/audit?action=&page=`: the school's log, newest first. */
export async function listAudit(action: AuditAction | '', page: number, signal?: AbortSignal) {
  const { data, headers } = await apiGet<AuditEntry[]>(staffPath(CONSOLE_AUDIT_ROUTES.list), {
    query: { action: action || undefined, page, 'per-page': AUDIT_PAGE_SIZE },
    signal,
  });
  return { items: data.map(toLine), pagination: readPagination(headers) as Pagination | null };
}

export function useAudit(action: AuditAction | '', page: number) {
  return useQuery({
    queryKey: ['audit', action, page] as const,
    queryFn: ({ signal }) => listAudit(action, page, signal),
    placeholderData: keepPreviousData,
  });
}
