import { type CertificateDesign, type CertificateDesignBody, CONSOLE_CERTIFICATE_ROUTES } from '@cp/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiPut } from '../../../lib/api/api-client';
import { FORM_SOURCE } from '../../../lib/query/form-sources';
import { certificateKeys } from './certificate-keys';

/** `GET /console/certificate-design`: the school's design (the defaults until it saves one). */
export async function getCertificateDesign(signal?: AbortSignal): Promise<CertificateDesign> {
  return (await apiGet<CertificateDesign>(CONSOLE_CERTIFICATE_ROUTES.design, { signal })).data;
}

export function useCertificateDesign() {
  return useQuery({
    queryKey: certificateKeys.design(),
    queryFn: ({ signal }) => getCertificateDesign(signal),
    // The design form starts from this load: a reconnect must not start it afresh.
    meta: FORM_SOURCE,
  });
}

/** `PUT /console/certificate-design`: the whole design; answers it as saved. */
export async function saveCertificateDesign(body: CertificateDesignBody): Promise<CertificateDesign> {
  return (await apiPut<CertificateDesign>(CONSOLE_CERTIFICATE_ROUTES.design, { body })).data;
}

export function useSaveCertificateDesign() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveCertificateDesign,
    onSuccess: (saved) => queryClient.setQueryData(certificateKeys.design(), saved),
  });
}
