import { LESSON_SUBTITLE_SUFFIXES } from '@cp/contract';

const suffix = new RegExp(`^(.*?)\\s*[([](${LESSON_SUBTITLE_SUFFIXES.join('|')})[)\\]]\\s*$`, 'iu');

/**
 * spec 02 §3 Lesson: a bracketed suffix of the title (analysis, performance or
 * theory, in Russian) is split off into the subtitle. "Дыхание (разбор)" ->
 * title "Дыхание", subtitle "разбор". Done once, when content is written.
 */
export function splitLessonTitle(raw: string): { title: string; subtitle: string | null } {
  const m = suffix.exec(raw.trim());
  if (!m?.[1]) return { title: raw.trim(), subtitle: null };
  return { title: m[1], subtitle: m[2]!.toLowerCase() };
}
