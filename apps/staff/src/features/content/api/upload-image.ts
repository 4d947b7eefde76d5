import { CONSOLE_CONTENT_ROUTES, type ContentImage } from '@cp/contract';
import { apiPostFile } from '../../../lib/api/api-client';
import { staffPath } from '../../../lib/api/staff-path';

/**
 * `POST /staff/content/images` (multipart `file`): the server checks the picture by its bytes,
 * keeps it as a WebP among the school's public assets and answers its address, which a banner
 * or an article then names.
 */
export async function uploadImage(file: File): Promise<ContentImage> {
  const { data } = await apiPostFile<ContentImage>(staffPath(CONSOLE_CONTENT_ROUTES.images), file);
  return data;
}
