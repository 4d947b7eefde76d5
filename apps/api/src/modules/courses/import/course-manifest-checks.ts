import { homeworkProblems } from './course-homework-checks.js';
import type { CourseManifest } from './course-manifest.js';
import { salesProblems } from './course-sales-checks.js';
import { videoConsultationProblems } from './course-video-consultations.js';

/** Checks what a schema cannot: references between parts, unique keys and day numbers. */
export function manifestProblems(m: CourseManifest): string[] {
  const problems: string[] = [];
  const lessonKeys = new Set(m.lessons.map((l) => l.key));
  const optionValues = new Set(m.training_options.flatMap((o) => o.values.map((v) => `${o.key}:${v.key}`)));
  const dupes = (what: string, keys: string[]) => {
    const seen = new Set<string>();
    for (const k of keys) {
      if (seen.has(k)) problems.push(`${what}: "${k}" appears twice`);
      seen.add(k);
    }
  };
  dupes(
    'lessons',
    m.lessons.map((l) => l.key),
  );
  dupes(
    'stages',
    m.stages.map((s) => s.key),
  );
  dupes(
    'day_number',
    m.stages.flatMap((s) => s.days.map((d) => String(d.day_number))),
  );
  dupes(
    'documents',
    [...m.documents, ...m.stages.flatMap((s) => s.days.flatMap((d) => d.documents))].map((d) => d.key),
  );
  if (m.main_image && m.main_image_url)
    problems.push('main_image_url: give "main_image" or "main_image_url", not both');
  if (m.background_image && m.background_image_url)
    problems.push('background_image_url: give "background_image" or "background_image_url", not both');
  if (m.demo_video && !m.videos[m.demo_video])
    problems.push(`demo_video: no video "${m.demo_video}" in "videos"`);
  m.lessons.forEach((l, i) => {
    for (const field of [
      'video',
      'description_video',
      'vertical_video',
      'vertical_description_video',
    ] as const) {
      const ref = l[field];
      if (ref && !m.videos[ref]) problems.push(`lessons.${i}.${field}: no video "${ref}" in "videos"`);
    }
    l.option_values.forEach((ov, j) => {
      if (!optionValues.has(ov))
        problems.push(`lessons.${i}.option_values.${j}: no training option value "${ov}"`);
    });
  });
  for (const [i, s] of m.stages.entries()) {
    for (const [j, d] of s.days.entries()) {
      for (const [k, set] of d.lesson_sets.entries()) {
        for (const [n, ref] of set.lessons.entries()) {
          if (!lessonKeys.has(ref)) {
            problems.push(
              `stages.${i}.days.${j}.lesson_sets.${k}.lessons.${n}: no lesson "${ref}" in "lessons"`,
            );
          }
        }
      }
    }
  }
  problems.push(...homeworkProblems(m));
  problems.push(...salesProblems(m));
  problems.push(...videoConsultationProblems(m.video_consultations));
  return problems;
}
