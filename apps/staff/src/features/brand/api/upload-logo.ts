import { CONSOLE_BRAND_ROUTES, type ConsoleDomain, HEADERS } from '@cp/contract';
import { buildUrl, STAFF_APP_ID } from '../../../lib/api/api-client';
import { ApiError } from '../../../lib/api/api-error';
import { staffPath } from '../../../lib/api/staff-path';
import { emitUnauthorized } from '../../../lib/api/unauthorized';
import { getToken } from '../../../lib/session/token-storage';

/**
 * `POST /staff/brand/logo?domain_id=` (multipart `file`): the server checks the image by its
 * bytes, re-encodes it and makes it the domain's header logo; answers the domain.
 */
export async function uploadLogo(domainId: number, file: File): Promise<ConsoleDomain> {
  const form = new FormData();
  form.append('file', file);
  const headers = new Headers({ Accept: 'application/json' });
  headers.set(HEADERS.appType, 'web');
  headers.set(HEADERS.appId, STAFF_APP_ID);
  const token = getToken();
  if (token) headers.set('Authorization', `Bearer ${token}`);
  const response = await fetch(buildUrl(staffPath(CONSOLE_BRAND_ROUTES.logo), { domain_id: domainId }), {
    method: 'POST',
    headers,
    body: form,
  });
  const data: unknown = await response.json().catch(() => null);
  if (!response.ok) {
    if (response.status === 401 && token) emitUnauthorized();
    throw new ApiError(response.status, data);
  }
  return data as ConsoleDomain;
}
