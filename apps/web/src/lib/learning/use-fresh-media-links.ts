import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { queryClient } from '../query/query-client';
import type { Day } from './api/course';
import { courseQueryOptions } from './api/get-course';
import { learningKeys } from './api/learning-keys';

/**
 * The media links of a course answer live 6 to 12 hours and change once every 6 hours
 * (docs/decisions/042-media-links.md). A screen that plays or offers them fetches the course
 * again when its copy is older than this, hourly while it stays open, and on return to the tab:
 * the links it holds never run out. A refetch within a window gives equal data, so nothing
 * renders again.
 */
export const MEDIA_LINK_REFRESH_MS = 60 * 60 * 1000;

export function useFreshMediaLinks(courseId: number | undefined, day?: Day) {
  useQuery({
    ...courseQueryOptions(courseId ?? 0),
    enabled: courseId !== undefined && courseId > 0,
    staleTime: MEDIA_LINK_REFRESH_MS,
    refetchInterval: MEDIA_LINK_REFRESH_MS,
    refetchOnWindowFocus: true,
  });
  // A day open here whose lessons came without video was fetched before it opened (the API
  // gives no links to a locked day): fetch the course again, once.
  const lacksVideo = day !== undefined && dayLacksVideo(day);
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per day shown
  useEffect(() => {
    if (lacksVideo && courseId) {
      void queryClient.refetchQueries({ queryKey: learningKeys.course(courseId), exact: true });
    }
  }, [courseId, day?.id]);
}

/** Lessons, none of them with a video: what a locked day looks like in a course answer. */
export function dayLacksVideo(day: Day): boolean {
  const lessons = day.lessonSets.flatMap((set) => set.lessons);
  return lessons.length > 0 && lessons.every((l) => !l.localVideoFile && !l.verticalVideo);
}
