import { routeId } from '@cp/contract';
import { requireId } from '../../../lib/api/missing-id';
import { courseQueryOptions } from '../../../lib/learning/api/get-course';
import { userCourseStreamQueryOptions } from '../../../lib/learning/api/get-user-course-stream';
import { queryClient } from '../../../lib/query/query-client';
import { learningPaths } from '../../../lib/routing/learning-paths';
import { type NavigationArgs, redirectTo, useNavigationWork } from '../../../lib/routing/navigation-work';

/**
 * spec 02 §2: the older path /course/{streamId}/stages/{stageId}/days/{dayId}
 * goes to the day by its number. The course it loads stays cached for the day. A stage or day id
 * that is no id raises the spec's "stageId must be set" / "dayId must be set" (spec 02 §5), which
 * the route error screen says; a day that is not of that stage leads to the calendar.
 */
async function toDay({ params }: NavigationArgs) {
  const streamId = routeId(params.streamId);
  if (streamId === null) return redirectTo(learningPaths.courses);
  const stageId = requireId(routeId(params.stageId), 'stageId');
  const dayId = requireId(routeId(params.dayId), 'dayId');
  try {
    const stream = await queryClient.ensureQueryData(userCourseStreamQueryOptions(streamId));
    const course = await queryClient.ensureQueryData(courseQueryOptions(stream.courseId));
    const day = course.days.find((d) => d.id === dayId && d.stageId === stageId);
    return redirectTo(day ? learningPaths.day(streamId, day.dayNumber) : learningPaths.calendar(streamId));
  } catch {
    // Another learner's stream or a failed load: the calendar explains it.
    return redirectTo(learningPaths.calendar(streamId));
  }
}

/** Never shown: the old path always leads on (or fails with the route error screen). */
export function Component() {
  useNavigationWork('legacy-day', toDay);
  return null;
}
