import { CERTIFICATE_ROUTES, type Certificate as WireCertificate } from '@cp/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost, buildHeaders, buildUrl, readResponse } from '../../../lib/api/api-client';
import { getToken } from '../../../lib/auth/token-storage';
import { certificateKeys, toCertificate } from './certificate';
import { streamCertificatePath } from './get-stream-certificate';

/**
 * The certificate's PDF as a file the browser saves (issue 32): `POST .../certificate` issues it
 * (or answers the one issued), then `GET /certificates/{id}/pdf` with the learner's token, saved
 * through a link to the downloaded bytes (the token never goes into an address).
 */
export async function downloadCertificate(streamId: number) {
  const { data } = await apiPost<WireCertificate>(streamCertificatePath(streamId));
  const certificate = toCertificate(data);
  const token = getToken();
  const response = await fetch(buildUrl(CERTIFICATE_ROUTES.pdf.replace(':id', String(certificate.id))), {
    headers: buildHeaders(token, undefined),
  });
  if (!response.ok) await readResponse(response, token);
  const url = URL.createObjectURL(await response.blob());
  try {
    const link = document.createElement('a');
    link.href = url;
    link.download = `certificate-${certificate.number}.pdf`;
    document.body.append(link);
    link.click();
    link.remove();
  } finally {
    // The click has handed the bytes to the download; the link is not needed after it.
    setTimeout(() => URL.revokeObjectURL(url), 10_000);
  }
  return certificate;
}

export function useDownloadCertificate(streamId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => downloadCertificate(streamId),
    onSuccess: (certificate) =>
      queryClient.setQueryData(certificateKeys.stream(streamId), { earned: true, certificate }),
    // A revocation the panel had not heard of answers 410: read the stream's certificate again.
    onError: () => queryClient.invalidateQueries({ queryKey: certificateKeys.stream(streamId) }),
  });
}
