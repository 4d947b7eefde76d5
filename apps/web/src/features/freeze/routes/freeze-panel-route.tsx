import { routeId } from '@cp/contract';
import { useParams } from 'react-router';
import { useUserCourseStream } from '../../../lib/learning/api/get-user-course-stream';
import { FreezePanel } from '../components/freeze-panel';

/**
 * The freeze panel inside the calendar (the index child of its route): a lazy
 * chunk of its own, the spec's courseFreeze screen group (spec 01 §2).
 */
export function Component() {
  const streamId = routeId(useParams().streamId) ?? 0;
  const { data: stream } = useUserCourseStream(streamId);
  return stream ? <FreezePanel stream={stream} /> : null;
}
