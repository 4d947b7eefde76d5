import { COURSE_SLUG_MAX_LENGTH } from '@cp/contract';
import slugify from '@sindresorhus/slugify';

/** `base` with `suffix`, cut so the whole fits the slug's length, never ending in a hyphen before it. */
function fitted(base: string, suffix = '') {
  return `${base.slice(0, COURSE_SLUG_MAX_LENGTH - suffix.length).replace(/-+$/, '')}${suffix}`;
}

/**
 * The slug a new course's title suggests (issue 28, decision 118): transliterated to Latin (Cyrillic
 * included), lower case, words joined by hyphens, at most COURSE_SLUG_MAX_LENGTH characters, and
 * not one of `taken` (the school's slugs the console knows: `-2`, `-3`, ... is added). Empty when
 * the title has nothing to make a slug of. The server still refuses a slug taken meanwhile (409).
 */
export function proposeSlug(title: string, taken: Iterable<string> = []): string {
  const base = fitted(slugify(title, { decamelize: false }));
  if (base === '') return '';
  const used = new Set(taken);
  if (!used.has(base)) return base;
  for (let n = 2; ; n++) {
    const candidate = fitted(base, `-${n}`);
    if (!used.has(candidate)) return candidate;
  }
}
