import { CONSOLE_COURSES_ROUTES, type CourseVideo } from '@cp/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api/api-client';
import { staffPath } from '../../../lib/api/staff-path';
import { courseKeys } from './course-keys';

export interface VideoChoice {
  id: number;
  title: string;
  name: string;
  /** Seconds. */
  duration: number | null;
  converted: boolean;
}

/** `GET /staff/course-videos?search=`: the school's video files, newest first (first 20). */
export async function listVideos(search: string, signal?: AbortSignal): Promise<VideoChoice[]> {
  const { data } = await apiGet<CourseVideo[]>(staffPath(CONSOLE_COURSES_ROUTES.videos), {
    query: { search, 'per-page': 20 },
    signal,
  });
  return data.map((v) => ({
    id: v.id,
    title: v.title,
    name: v.name,
    duration: v.duration,
    converted: v.converted,
  }));
}

export function useCourseVideos(search: string, enabled = true) {
  return useQuery({
    queryKey: courseKeys.videos(search),
    queryFn: ({ signal }) => listVideos(search, signal),
    placeholderData: keepPreviousData,
    enabled,
  });
}
