import { STATUS_CODES } from 'node:http';
import type { Language } from '@cp/contract';
import { message } from './messages.js';

/**
 * Whether writing a file failed because the disk (or the quota) is full (decision 085): that
 * upload answers 507 "no room for this file now" and leaves nothing behind; other requests go on.
 */
const NO_SPACE_CODES = new Set(['ENOSPC', 'EDQUOT']);

export function isNoSpace(err: unknown, depth = 0): boolean {
  if (typeof err !== 'object' || err === null || depth > 5) return false;
  const code = (err as { code?: unknown }).code;
  if (typeof code === 'string' && NO_SPACE_CODES.has(code)) return true;
  return isNoSpace((err as { cause?: unknown }).cause, depth + 1);
}

/** HTTP 507 Insufficient Storage (RFC 4918): the server cannot store what the request carries. */
export const NO_SPACE_STATUS = 507;

/**
 * The tus server's answer to a full disk (modules/uploads/tus-server.ts `onResponseError`): the
 * upload the request belongs to (`upload`, the id its route authorised; none for a creation) is
 * removed first, its bytes and its row (`remove`, the datastore's own), so no partial file keeps
 * the space and no row points at nothing; then 507 in our shape.
 */
export async function tusNoSpaceRefusal(
  upload: string | undefined,
  remove: (id: string) => Promise<void>,
  lang: Language,
): Promise<{ status_code: number; body: string }> {
  if (upload !== undefined) {
    await remove(upload).catch(() => {
      // Already gone, or the disk refuses even that: the abandoned-upload sweep takes it later.
    });
  }
  const status = NO_SPACE_STATUS;
  const text = message('noRoomForFile', lang);
  return {
    status_code: status,
    body: JSON.stringify({ name: STATUS_CODES[status], message: text, code: 0, status }),
  };
}
