import { LESSON_SUBTITLE_SUFFIXES } from './constants.js';

const suffix = new RegExp(`^(.*?)\\s*[([](${LESSON_SUBTITLE_SUFFIXES.join('|')})[)\\]]\\s*$`, 'iu');

/**
 * spec 02 §3 Lesson: a bracketed suffix of the title (analysis, performance or theory, in
 * Russian) is split off into the subtitle. "Дыхание (разбор)" -> title "Дыхание", subtitle
 * "разбор". The server splits it once, when content is written; the learner app splits the
 * wire's whole title again, as the spec's client does (issue 29).
 */
export function splitLessonTitle(raw: string): { title: string; subtitle: string | null } {
  const m = suffix.exec(raw.trim());
  if (!m?.[1]) return { title: raw.trim(), subtitle: null };
  return { title: m[1], subtitle: m[2]!.toLowerCase() };
}

/**
 * The whole title a lesson's split parts came from, as the wire sends it (spec 02 §3: the
 * client splits it): `splitLessonTitle(joinLessonTitle(t, s))` gives `t` and `s` back.
 */
export function joinLessonTitle(title: string, subtitle: string | null): string {
  return subtitle ? `${title} (${subtitle})` : title;
}
