import {
  CONSOLE_CERTIFICATE_ROUTES,
  type ConsoleCertificate,
  type ConsoleCertificatePage,
} from '@cp/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiPost, fillPath } from '../../../lib/api/api-client';
import { certificateKeys } from './certificate-keys';

export const CERTIFICATES_PAGE_SIZE = 20;

/** A certificate as the table shows it: times in milliseconds. */
export interface IssuedCertificate {
  id: number;
  number: number;
  learnerName: string;
  email: string | null;
  courseTitle: string;
  issuedAt: number;
  revokedAt: number | null;
  verifyUrl: string;
}

export function issuedOf(row: ConsoleCertificate): IssuedCertificate {
  return {
    id: row.id,
    number: row.number,
    learnerName: row.learner_name,
    email: row.user_email,
    courseTitle: row.course_title,
    issuedAt: row.issued_at * 1000,
    revokedAt: row.revoked_at === null ? null : row.revoked_at * 1000,
    verifyUrl: row.verify_url,
  };
}

/** `GET /console/certificates?page=`: the school's certificates, newest first. */
export async function listCertificates(page: number, signal?: AbortSignal) {
  const { data } = await apiGet<ConsoleCertificatePage>(CONSOLE_CERTIFICATE_ROUTES.certificates, {
    query: { page, 'per-page': CERTIFICATES_PAGE_SIZE },
    signal,
  });
  return { items: data.items.map(issuedOf), total: data.total };
}

export function useCertificates(page: number) {
  return useQuery({
    queryKey: certificateKeys.list(page),
    queryFn: ({ signal }) => listCertificates(page, signal),
    placeholderData: keepPreviousData,
  });
}

/** `POST /console/certificates/{id}/revoke`: its verification address says "revoked" from now on. */
export async function revokeCertificate(id: number) {
  const { data } = await apiPost<ConsoleCertificate>(fillPath(CONSOLE_CERTIFICATE_ROUTES.revoke, { id }), {
    body: {},
  });
  return issuedOf(data);
}

export function useRevokeCertificate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revokeCertificate,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: certificateKeys.lists() }),
  });
}
