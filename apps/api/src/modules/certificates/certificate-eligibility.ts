import type { CourseContent } from '../course-content/index.js';
import type { StreamState } from '../streams/index.js';

/**
 * Whether a stream has earned its certificate (issue 32; docs/spec-gaps.md): not a demo stream,
 * the course's last training day finished, and every required homework of the course accepted.
 * "Required" is the spec's own `is_required` of a stage's or a day's homework (spec 02 §3), the
 * placements the stage gate waits for (`requiredHomeworkByStage`); accepted is `DONE`, a review's
 * verdict, not a hand-in. A course without training days earns nothing.
 */
export function hasEarnedCertificate(state: StreamState, content: CourseContent): boolean {
  if (state.stream.isDemo) return false;
  const lastDay = lastTrainingDay(content);
  if (!lastDay) return false;
  const finished = state.dayStatuses.some((d) => d.dayId === lastDay.id && d.finishedAt !== null);
  if (!finished) return false;
  const accepted = new Set(
    state.homeworkStatuses.filter((h) => h.status === 'DONE').map((h) => `${h.targetType}:${h.targetId}`),
  );
  for (const required of content.requiredHomeworkByStage.values()) {
    for (const r of required) if (!accepted.has(`${r.targetType}:${r.targetId}`)) return false;
  }
  return true;
}

/** The day of the highest number that is not a day of rest. */
function lastTrainingDay(content: CourseContent) {
  let last: CourseContent['days'][number] | undefined;
  for (const day of content.days) {
    if (!day.dayOfRest && (!last || day.dayNumber > last.dayNumber)) last = day;
  }
  return last;
}
