import type { HomeworkTargetType, StreamHomeworkStatus, UserHomeworkStatus } from '@cp/contract';
import { toSeconds } from '../../lib/time.js';
import type { CourseContent, DayRow } from '../course-content/index.js';
import { dayAccess, type StreamView, stageIsOpen, targetKey } from './day-access.js';
import type { HomeworkStatusRow, StreamState } from './streams.repository.js';

/**
 * Where a course places its homework, and what each placement is for one stream now
 * (spec 02 §3, §4; decision 057): offered, demo-locked, open to a hand-in.
 */

/** A homework placed on a day (`stage_day_homework`) or on a stage (`course_stage_homework`). */
export interface Placement {
  targetType: HomeworkTargetType;
  targetId: number;
  homeworkId: number;
  stageId: number;
  /** The day of a day homework; null for a stage homework. */
  day: DayRow | null;
  isRequired: boolean;
  isDemoAccessible: boolean;
  /** Position in the course: by stage, day number, sort; a stage's own homework after its days. */
  order: number;
}

const placementsByContent = new WeakMap<CourseContent, Map<string, Placement>>();

/** Every placement of the course by `targetKey`, in the course's order (built once per cached content). */
export function placementsOf(content: CourseContent): Map<string, Placement> {
  const known = placementsByContent.get(content);
  if (known) return known;
  const placements = new Map<string, Placement>();
  const add = (p: Omit<Placement, 'order'>) =>
    placements.set(targetKey(p.targetType, p.targetId), { ...p, order: placements.size });
  for (const stage of content.stages) {
    for (const day of content.daysByStage.get(stage.id) ?? []) {
      for (const h of content.dayHomeworksByDay.get(day.id) ?? []) {
        add({
          targetType: 'stage_day_homework',
          targetId: h.id,
          homeworkId: h.homeworkId,
          stageId: stage.id,
          day,
          isRequired: h.isRequired > 0,
          isDemoAccessible: h.isDemoAccessible,
        });
      }
    }
    for (const h of content.stageHomeworksByStage.get(stage.id) ?? []) {
      add({
        targetType: 'course_stage_homework',
        targetId: h.id,
        homeworkId: h.homeworkId,
        stageId: stage.id,
        day: null,
        isRequired: h.isRequired > 0,
        isDemoAccessible: h.isDemoAccessible,
      });
    }
  }
  placementsByContent.set(content, placements);
  return placements;
}

export function placementOf(content: CourseContent, row: { targetType: string; targetId: number }) {
  return placementsOf(content).get(targetKey(row.targetType, row.targetId)) ?? null;
}

export interface PlacementAccess {
  /**
   * Offered to the learner now (decision 057): its stage is `open` for the stream, and a day
   * homework's day is open or closed only by the demo lock (spec 02 §3: homework of closed
   * stages is not offered).
   */
  offered: boolean;
  /** spec 02 §4: a demo stream without full access locks a placement that is not demo-accessible. */
  locked: boolean;
}

export function placementAccess(
  content: CourseContent,
  state: StreamState,
  view: StreamView,
  p: Placement,
): PlacementAccess {
  let offered = stageIsOpen(content, view, state, p.stageId);
  if (offered && p.day) {
    // The day's own locks but the demo one: a demo learner sees the homework of a demo-locked day, locked.
    offered = dayAccess(content, { ...view, demoRestricted: false }, state, p.day).isOpen;
  }
  return { offered, locked: view.demoRestricted && !p.isDemoAccessible };
}

/** A hand-in is taken in NOT_UPLOADED or after a FAIL, of an offered placement that is not locked. */
export function canHandIn(access: PlacementAccess, status: UserHomeworkStatus) {
  return access.offered && !access.locked && (status === 'NOT_UPLOADED' || status === 'FAIL');
}

/** Offered placements the learner has no status row of yet: the rows to make (decision 057). */
export function missingOfferedPlacements(content: CourseContent, state: StreamState, view: StreamView) {
  const existing = new Set(state.homeworkStatuses.map((h) => targetKey(h.targetType, h.targetId)));
  return [...placementsOf(content).values()].filter(
    (p) =>
      !existing.has(targetKey(p.targetType, p.targetId)) && placementAccess(content, state, view, p).offered,
  );
}

/** The stream's status rows whose placement the course still has, in the course's order. */
export function placedStatuses(content: CourseContent, rows: HomeworkStatusRow[]) {
  return rows
    .map((row) => ({ row, placement: placementOf(content, row) }))
    .filter((x): x is { row: HomeworkStatusRow; placement: Placement } => x.placement !== null)
    .sort((a, b) => a.placement.order - b.placement.order);
}

/** `homeworks` of the status answer (spec 02 §3 "Stream statuses response"). */
export function presentStreamHomeworks(
  content: CourseContent,
  state: StreamState,
  view: StreamView,
): StreamHomeworkStatus[] {
  return placedStatuses(content, state.homeworkStatuses).map(({ row, placement }) => {
    const access = placementAccess(content, state, view, placement);
    return {
      id: row.id,
      target_id: row.targetId,
      target_type: row.targetType,
      stage_id: placement.stageId,
      stage_day_id: placement.day?.id ?? null,
      homework_id: row.homeworkId,
      is_required: placement.isRequired,
      status: row.status,
      is_locked: access.locked,
      can_hand_in: canHandIn(access, row.status),
      handed_in_at: toSeconds(row.lastHandedInAt),
      updated_at: toSeconds(row.updatedAt)!,
    };
  });
}
