import type { BrandConfig, Language, OnboardingQuestionKey } from '@cp/contract';

/**
 * The school's wording of the chat (remote config keys `welcomeMessages`, `goodbyeMessages`,
 * `questions`, spec 01 §3) in the learner's language; a line the school did not write in this
 * language is the app's own (`fallback`, already translated), never another language's.
 */

type Lines = BrandConfig['welcomeMessages'];

export function schoolLines(lines: Lines, language: Language, fallback: string[]): string[] {
  const own = (lines?.[language] ?? []).map((line) => line.trim()).filter(Boolean);
  return own.length > 0 ? own : fallback;
}

export function questionText(
  brand: Pick<BrandConfig, 'questions'>,
  key: OnboardingQuestionKey,
  language: Language,
  fallback: string,
): string {
  const own = brand.questions?.find((question) => question.key === key)?.text[language]?.trim();
  return own || fallback;
}
