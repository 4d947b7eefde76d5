import { CERTIFICATE_ROUTES, type StreamCertificate as WireStreamCertificate } from '@cp/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api/api-client';
import { type Certificate, certificateKeys, toCertificate } from './certificate';

export interface StreamCertificate {
  earned: boolean;
  certificate: Certificate | null;
}

export const streamCertificatePath = (streamId: number) =>
  CERTIFICATE_ROUTES.streamCertificate.replace(':id', String(streamId));

/** `GET /user-course-streams/{id}/certificate` (issue 32): earned or not, and the certificate once issued. */
export async function getStreamCertificate(
  streamId: number,
  signal?: AbortSignal,
): Promise<StreamCertificate> {
  const { data } = await apiGet<WireStreamCertificate>(streamCertificatePath(streamId), { signal });
  return { earned: data.earned, certificate: data.certificate ? toCertificate(data.certificate) : null };
}

export const streamCertificateQueryOptions = (streamId: number) =>
  queryOptions({
    queryKey: certificateKeys.stream(streamId),
    queryFn: ({ signal }) => getStreamCertificate(streamId, signal),
  });

export const useStreamCertificate = (streamId: number) => useQuery(streamCertificateQueryOptions(streamId));
