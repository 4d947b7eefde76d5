import { type LoaderFunctionArgs, redirect } from 'react-router';
import { courseQueryOptions } from '../../../lib/learning/api/get-course';
import { userCourseStreamQueryOptions } from '../../../lib/learning/api/get-user-course-stream';
import { queryClient } from '../../../lib/query/query-client';
import { learningPaths, routeId } from '../../../lib/routing/learning-paths';

/**
 * spec 02 §2: the older path /course/{streamId}/stages/{stageId}/days/{dayId}
 * goes to the day by its number. The course it loads stays cached for the day.
 */
export async function loader({ params }: LoaderFunctionArgs) {
  const streamId = routeId(params.streamId);
  const dayId = routeId(params.dayId);
  if (streamId === null) return redirect(learningPaths.courses);
  try {
    const stream = await queryClient.ensureQueryData(userCourseStreamQueryOptions(streamId));
    const course = await queryClient.ensureQueryData(courseQueryOptions(stream.courseId));
    const day = course.days.find((d) => d.id === dayId);
    return redirect(day ? learningPaths.day(streamId, day.dayNumber) : learningPaths.calendar(streamId));
  } catch {
    // Another learner's stream or a failed load: the calendar explains it.
    return redirect(learningPaths.calendar(streamId));
  }
}
