import type { CourseManifest } from './course-manifest.js';

/**
 * What the manifest schema cannot check about homework (decision 048): the catalogue's keys,
 * exercises only on (and always on) an `exercise` task, and placements naming a known task
 * at most once per stage or day. Each problem names the path of the bad field.
 */
export function homeworkProblems(m: CourseManifest): string[] {
  const problems: string[] = [];
  const keys = new Set<string>();
  for (const [i, h] of m.homeworks.entries()) {
    if (keys.has(h.key)) problems.push(`homeworks: "${h.key}" appears twice`);
    keys.add(h.key);
    const exercises = h.exercises ?? [];
    if (h.kind === 'exercise' && exercises.length === 0) {
      problems.push(`homeworks.${i}.exercises: an "exercise" task needs at least one exercise`);
    }
    if (h.kind !== 'exercise' && h.exercises !== undefined) {
      problems.push(
        `homeworks.${i}.exercises: only an "exercise" task has exercises (this one is "${h.kind}")`,
      );
    }
    const seen = new Set<string>();
    for (const e of exercises) {
      if (seen.has(e.key)) problems.push(`homeworks.${i}.exercises: "${e.key}" appears twice`);
      seen.add(e.key);
    }
  }
  const placed = (where: string, list: { homework: string }[]) => {
    const seen = new Set<string>();
    for (const [n, p] of list.entries()) {
      if (!keys.has(p.homework))
        problems.push(`${where}.${n}.homework: no homework "${p.homework}" in "homeworks"`);
      else if (seen.has(p.homework))
        problems.push(`${where}.${n}.homework: "${p.homework}" is placed here twice`);
      seen.add(p.homework);
    }
  };
  for (const [i, s] of m.stages.entries()) {
    placed(`stages.${i}.homeworks`, s.homeworks);
    for (const [j, d] of s.days.entries()) placed(`stages.${i}.days.${j}.homeworks`, d.homeworks);
  }
  return problems;
}
