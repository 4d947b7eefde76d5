import { CONSOLE_COURSES_ROUTES, type ContentImage } from '@cp/contract';
import { apiPostFile } from '../../../lib/api/api-client';
import { staffPath } from '../../../lib/api/staff-path';

/**
 * `POST /staff/course-images` (multipart `file`): the server checks the picture by its bytes and
 * keeps it as a WebP among the school's public assets; the draft then names its address.
 */
export async function uploadCourseImage(file: File): Promise<ContentImage> {
  const { data } = await apiPostFile<ContentImage>(staffPath(CONSOLE_COURSES_ROUTES.images), file);
  return data;
}
