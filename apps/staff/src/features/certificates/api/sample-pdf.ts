import { type CertificateDesignBody, CONSOLE_CERTIFICATE_ROUTES, HEADERS } from '@cp/contract';
import { useMutation } from '@tanstack/react-query';
import { buildUrl, STAFF_APP_ID } from '../../../lib/api/api-client';
import { ApiError } from '../../../lib/api/api-error';
import { getToken } from '../../../lib/session/token-storage';

/**
 * `POST /console/certificate-design/preview`: a sample certificate drawn by the server with the
 * design on the screen (not saved), saved as a file. The answer is bytes, not JSON, so it is read
 * here rather than by the JSON client.
 */
export async function downloadSamplePdf(body: CertificateDesignBody): Promise<void> {
  const headers = new Headers({ Accept: 'application/pdf', 'Content-Type': 'application/json' });
  headers.set(HEADERS.appType, 'web');
  headers.set(HEADERS.appId, STAFF_APP_ID);
  const token = getToken();
  if (token) headers.set('Authorization', `Bearer ${token}`);
  const response = await fetch(buildUrl(CONSOLE_CERTIFICATE_ROUTES.preview), {
    method: 'POST',
    headers,
    body: JSON.stringify(body),
  });
  if (!response.ok) {
    const text = await response.text();
    let data: unknown = text;
    try {
      data = JSON.parse(text);
    } catch {
      // Not JSON: the text itself is the answer.
    }
    throw new ApiError(response.status, data);
  }
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = 'certificate-sample.pdf';
  document.body.append(link);
  link.click();
  link.remove();
  // The click has handed the bytes to the download.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

export const useSamplePdf = () => useMutation({ mutationFn: downloadSamplePdf });
