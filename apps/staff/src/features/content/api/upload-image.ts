import { CONSOLE_CONTENT_ROUTES, type ContentImage, HEADERS } from '@cp/contract';
import { useMutation } from '@tanstack/react-query';
import { buildUrl, STAFF_APP_ID } from '../../../lib/api/api-client';
import { ApiError } from '../../../lib/api/api-error';
import { staffPath } from '../../../lib/api/staff-path';
import { emitUnauthorized } from '../../../lib/api/unauthorized';
import { getToken } from '../../../lib/session/token-storage';

/**
 * `POST /staff/content/images` (multipart `file`): the server checks the picture by its bytes,
 * keeps it as a WebP among the school's public assets and answers its address, which a banner
 * or an article then names.
 */
export async function uploadImage(file: File): Promise<ContentImage> {
  const form = new FormData();
  form.append('file', file);
  const headers = new Headers({ Accept: 'application/json' });
  headers.set(HEADERS.appType, 'web');
  headers.set(HEADERS.appId, STAFF_APP_ID);
  const token = getToken();
  if (token) headers.set('Authorization', `Bearer ${token}`);
  const response = await fetch(buildUrl(staffPath(CONSOLE_CONTENT_ROUTES.images)), {
    method: 'POST',
    headers,
    body: form,
  });
  const data: unknown = await response.json().catch(() => null);
  if (!response.ok) {
    if (response.status === 401 && token) emitUnauthorized();
    throw new ApiError(response.status, data);
  }
  return data as ContentImage;
}

export const useUploadImage = () => useMutation({ mutationFn: uploadImage });
