import type { ConsoleHomework, ConsoleHomeworkPlacement, ConsoleManifest } from '@cp/contract';

type Placements = ConsoleHomeworkPlacement[] | undefined;

const without = (list: Placements, key: string) => list?.filter((p) => p.homework !== key);

/**
 * Takes a task out of the catalogue and off every stage and day it is placed on: a placement of a
 * task the catalogue no longer has would block publishing.
 */
export function removeHomework(m: ConsoleManifest, key: string): ConsoleManifest {
  return {
    ...m,
    homeworks: (m.homeworks ?? []).filter((h) => h.key !== key),
    stages: m.stages.map((s) => ({
      ...s,
      homeworks: without(s.homeworks, key),
      days: s.days.map((d) => ({ ...d, homeworks: without(d.homeworks, key) })),
    })),
  };
}

export function updateHomework(
  m: ConsoleManifest,
  i: number,
  change: Partial<ConsoleHomework>,
): ConsoleManifest {
  return { ...m, homeworks: (m.homeworks ?? []).map((h, n) => (n === i ? { ...h, ...change } : h)) };
}

/** Exercises belong to the exercise kind only; other kinds drop them so the import does not refuse. */
export function setHomeworkKind(
  m: ConsoleManifest,
  i: number,
  kind: ConsoleHomework['kind'],
): ConsoleManifest {
  const task = m.homeworks?.[i];
  if (!task) return m;
  const { exercises, ...rest } = task;
  const next: ConsoleHomework =
    kind === 'exercise' ? { ...rest, kind, exercises: exercises ?? [] } : { ...rest, kind };
  return { ...m, homeworks: (m.homeworks ?? []).map((h, n) => (n === i ? next : h)) };
}
