// The streams area's public face (decision 130): what other areas, the app, the seed and the CLI
// may call; they import it from here, never from the area's files. Its routes and plugins are in
// mount.ts.
// Offers: a learner's streams: rows, state, placements and day access, freezes, a stream's chat and
// homework hand-in, presenting a stream, calendar days.
// Uses: course-content (the course's content a stream walks).

export { consultationLimit } from './consultation-limit.js';
export type { DayAccess } from './day-access.js';
export { dayAccess, openNow, streamView } from './day-access.js';
export type { LearnerStream } from './stream-chat-and-homework.js';
export type { Placement, PlacementAccess } from './stream-homework.js';
export {
  canHandIn,
  missingOfferedPlacements,
  placedStatuses,
  placementAccess,
  placementOf,
} from './stream-homework.js';
export {
  activeFreeze,
  calendarDay,
  currentFreeze,
  DAY_MS,
  effectiveStatus,
  freezeSpans,
  heldUntil,
} from './stream-schedule.js';
export { formatDate, ownStream } from './streams.policy.js';
export { presentFreeze, presentStream } from './streams.presenter.js';
export type {
  CourseRow,
  FreezeRow,
  OpenNow,
  StreamChat,
  StreamRow,
  StreamState,
} from './streams.repository.js';
export { readStreamState, userStreamRows } from './streams.repository.js';
