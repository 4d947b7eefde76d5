import { PROFILE_ROUTES, type UploadedFile } from '@cp/contract';
import { buildHeaders, buildUrl } from '../../../lib/api/api-client';
import { ApiError } from '../../../lib/api/api-error';
import { emitUnauthorized } from '../../../lib/api/unauthorized-event';
import { getToken } from '../../../lib/auth/token-storage';

function parse(text: string): unknown {
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/**
 * `POST /user/avatar/upload` (decision 030): multipart with one part `file`; answers the
 * new file's id. XMLHttpRequest rather than fetch, for the upload's progress (fetch has
 * none); same URL, headers and errors as every other call (lib/api).
 */
export function uploadAvatarFile(
  file: File,
  onProgress: (fraction: number) => void,
  signal?: AbortSignal,
): Promise<UploadedFile> {
  return new Promise((resolve, reject) => {
    const body = new FormData();
    body.append('file', file);
    const xhr = new XMLHttpRequest();
    xhr.open('POST', buildUrl(PROFILE_ROUTES.avatarUpload));
    const token = getToken();
    buildHeaders(token, body).forEach((value, name) => {
      xhr.setRequestHeader(name, value);
    });
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    xhr.onload = () => {
      const data = parse(xhr.responseText);
      if (xhr.status >= 200 && xhr.status < 300) {
        resolve(data as UploadedFile);
        return;
      }
      if (xhr.status === 401) emitUnauthorized(token);
      reject(new ApiError(xhr.status, data));
    };
    xhr.onerror = () => reject(new TypeError('Network request failed'));
    xhr.onabort = () => reject(new DOMException('Upload aborted', 'AbortError'));
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(body);
  });
}
