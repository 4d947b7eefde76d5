import { VIDEO_PROGRESS_MILESTONES } from '@cp/contract';

/** spec 02 §9: progress milestones, ascending. */
export const MILESTONES = [...VIDEO_PROGRESS_MILESTONES].sort((a, b) => a - b);

/** The milestones `percent` has reached that were not reported yet, each once, ascending. */
export function newMilestones(percent: number, reported: ReadonlySet<number>): number[] {
  if (!Number.isFinite(percent)) return [];
  return MILESTONES.filter((m) => percent >= m && !reported.has(m));
}
