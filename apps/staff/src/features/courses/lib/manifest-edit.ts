import type { ConsoleDay, ConsoleLessonSet, ConsoleManifest, ConsoleStage } from '@cp/contract';

/**
 * Edits of a draft's manifest (decision 074), as pure functions: each answers a new manifest and
 * leaves the old one as it was, so the editor can compare and undo by keeping the old value.
 */

/** Moves item `from` of a list one place up (-1) or down (+1); out of range leaves it as it is. */
export function move<T>(list: readonly T[], from: number, by: -1 | 1): T[] {
  const to = from + by;
  if (to < 0 || to >= list.length) return [...list];
  const next = [...list];
  [next[from], next[to]] = [next[to]!, next[from]!];
  return next;
}

/** A key the manifest has not used yet: `prefix-1`, `prefix-2`, ... */
export function freeKey(prefix: string, used: Iterable<string>): string {
  const taken = new Set(used);
  for (let n = 1; ; n++) if (!taken.has(`${prefix}-${n}`)) return `${prefix}-${n}`;
}

/** The day number after the course's highest (day numbers are unique in a course). */
export function nextDayNumber(m: ConsoleManifest): number {
  return Math.max(0, ...m.stages.flatMap((s) => s.days.map((d) => d.day_number))) + 1;
}

export function withStages(m: ConsoleManifest, stages: ConsoleStage[]): ConsoleManifest {
  return { ...m, stages };
}

export function updateStage(m: ConsoleManifest, i: number, change: Partial<ConsoleStage>): ConsoleManifest {
  return withStages(
    m,
    m.stages.map((s, n) => (n === i ? { ...s, ...change } : s)),
  );
}

export function updateDay(
  m: ConsoleManifest,
  i: number,
  j: number,
  change: Partial<ConsoleDay>,
): ConsoleManifest {
  const stage = m.stages[i]!;
  return updateStage(m, i, { days: stage.days.map((d, n) => (n === j ? { ...d, ...change } : d)) });
}

export function updateSet(
  m: ConsoleManifest,
  i: number,
  j: number,
  k: number,
  change: Partial<ConsoleLessonSet>,
): ConsoleManifest {
  const sets = m.stages[i]!.days[j]!.lesson_sets ?? [];
  return updateDay(m, i, j, { lesson_sets: sets.map((s, n) => (n === k ? { ...s, ...change } : s)) });
}

/** A new stage at the end, with one day (a stage has at least one). */
export function addStage(m: ConsoleManifest, title: string, dayTitle: string): ConsoleManifest {
  const key = freeKey(
    'stage',
    m.stages.map((s) => s.key),
  );
  return withStages(m, [
    ...m.stages,
    { key, title, days: [{ day_number: nextDayNumber(m), title: dayTitle }] },
  ]);
}

export function addDay(m: ConsoleManifest, i: number, title: string): ConsoleManifest {
  const stage = m.stages[i]!;
  return updateStage(m, i, { days: [...stage.days, { day_number: nextDayNumber(m), title }] });
}

export function removeAt<T>(list: readonly T[], i: number): T[] {
  return list.filter((_, n) => n !== i);
}

/** A new lesson at the end of the course's lessons; answers the manifest and the new key. */
export function addLesson(m: ConsoleManifest, title: string): { manifest: ConsoleManifest; key: string } {
  const key = freeKey(
    'lesson',
    (m.lessons ?? []).map((l) => l.key),
  );
  return { manifest: { ...m, lessons: [...(m.lessons ?? []), { key, title }] }, key };
}

/** The manifest key of a video file on the server (the exporter's `file-<id>`). */
export const videoKey = (fileId: number) => `file-${fileId}`;

/** Points a lesson's video at a file of the server: the `videos` entry is added when missing. */
export function setLessonVideo(m: ConsoleManifest, index: number, fileId: number | null): ConsoleManifest {
  const lessons = [...(m.lessons ?? [])];
  const lesson = { ...lessons[index]! };
  const videos = { ...(m.videos ?? {}) };
  if (fileId === null) delete lesson.video;
  else {
    const key = Object.entries(videos).find(([, v]) => v.file_id === fileId)?.[0] ?? videoKey(fileId);
    videos[key] = { file_id: fileId };
    lesson.video = key;
  }
  lessons[index] = lesson;
  return dropUnusedVideos({ ...m, lessons, videos });
}

/** `videos` entries no lesson and not the demo video names: the import would keep them for nothing. */
export function dropUnusedVideos(m: ConsoleManifest): ConsoleManifest {
  const used = new Set<string>();
  if (m.demo_video) used.add(m.demo_video);
  for (const l of m.lessons ?? []) {
    for (const ref of [l.video, l.description_video, l.vertical_video, l.vertical_description_video])
      if (ref) used.add(ref);
  }
  const videos = Object.fromEntries(Object.entries(m.videos ?? {}).filter(([key]) => used.has(key)));
  return { ...m, videos };
}

/** The file id behind a lesson's video key, when it is a file on the server. */
export function videoFileOf(m: ConsoleManifest, key: string | undefined): number | null {
  if (!key) return null;
  return m.videos?.[key]?.file_id ?? null;
}
