import type { CourseManifest } from './course-manifest.js';

/**
 * What the schema of a course's sales (course-sales-manifest.ts) cannot say: unique titles and
 * codes, references, each type's own fields.
 */
export function salesProblems(m: CourseManifest): string[] {
  const problems: string[] = [];
  const titles = new Set<string>();
  for (const [i, s] of (m.services ?? []).entries()) {
    if (titles.has(s.title)) problems.push(`services: "${s.title}" appears twice`);
    titles.add(s.title);
    if (s.type === 'course_subscription' && (s.interval === undefined || s.period === undefined)) {
      problems.push(`services.${i}: a "course_subscription" needs "interval" and "period"`);
    }
    if (s.type === 'expert_additional_question' && s.questions_count === undefined) {
      problems.push(`services.${i}.questions_count: an "expert_additional_question" needs it`);
    }
  }
  const known = (where: string, service: string) => {
    if (!titles.has(service)) problems.push(`${where}.service: no service "${service}" in "services"`);
  };
  const offerTitles = new Set<string>();
  for (const [i, o] of (m.offers ?? []).entries()) {
    if (offerTitles.has(o.title)) problems.push(`offers: "${o.title}" appears twice`);
    offerTitles.add(o.title);
    known(`offers.${i}`, o.service);
  }
  const codes = new Set<string>();
  for (const [i, c] of (m.discount_codes ?? []).entries()) {
    const lower = c.code.toLowerCase();
    if (codes.has(lower)) problems.push(`discount_codes: "${c.code}" appears twice (case does not matter)`);
    codes.add(lower);
    known(`discount_codes.${i}`, c.service);
    if (c.kind === 'percent' && c.value > 100)
      problems.push(`discount_codes.${i}.value: a percentage is at most 100`);
  }
  return problems;
}
