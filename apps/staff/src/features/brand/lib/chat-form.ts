import {
  type BrandUpdateBody,
  type ConsoleBrand,
  LANGUAGES,
  type Language,
  ONBOARDING_QUESTION_KEYS,
  type OnboardingQuestionKey,
  REQUIRED_ONBOARDING_QUESTIONS,
} from '@cp/contract';

type Lines = Record<Language, string[]>;

/**
 * The onboarding chat's part of the brand form (spec 01 §3 `welcomeMessages`,
 * `goodbyeMessages`, `questions`): lines per language, and per question whether it is asked
 * and its wording per language (empty: the app's own words).
 */
export interface ChatFormValues {
  welcome: Lines;
  goodbye: Lines;
  questions: Record<OnboardingQuestionKey, { asked: boolean; text: Record<Language, string> }>;
}

export const isRequiredQuestion = (key: OnboardingQuestionKey) => REQUIRED_ONBOARDING_QUESTIONS.includes(key);

const linesOf = (stored: Partial<Record<Language, string[]>> | undefined): Lines =>
  Object.fromEntries(LANGUAGES.map((l) => [l, [...(stored?.[l] ?? [])]])) as Lines;

export function chatFormOf(brand: ConsoleBrand): ChatFormValues {
  const stored = brand.questions ?? [];
  // Nothing stored means every question in the app's words (the brand's default).
  const asked = (key: OnboardingQuestionKey) =>
    stored.length === 0 || isRequiredQuestion(key) || stored.some((q) => q.key === key);
  return {
    welcome: linesOf(brand.welcomeMessages),
    goodbye: linesOf(brand.goodbyeMessages),
    questions: Object.fromEntries(
      ONBOARDING_QUESTION_KEYS.map((key) => {
        const text = stored.find((q) => q.key === key)?.text ?? {};
        return [
          key,
          {
            asked: asked(key),
            text: Object.fromEntries(LANGUAGES.map((l) => [l, text[l] ?? ''])) as Record<Language, string>,
          },
        ];
      }),
    ) as ChatFormValues['questions'],
  };
}

/** Lines as sent: trimmed, blank ones left out, a language without lines left out. */
function linesBody(lines: Lines): Partial<Record<Language, string[]>> {
  const body: Partial<Record<Language, string[]>> = {};
  for (const l of LANGUAGES) {
    const kept = lines[l].map((line) => line.trim()).filter(Boolean);
    if (kept.length > 0) body[l] = kept;
  }
  return body;
}

/** The asked questions in the spec's order, as sent (and as a 422's `questions.<i>` counts them). */
export function askedQuestions(values: ChatFormValues): OnboardingQuestionKey[] {
  return ONBOARDING_QUESTION_KEYS.filter((key) => values.questions[key].asked || isRequiredQuestion(key));
}

function questionsBody(values: ChatFormValues): NonNullable<BrandUpdateBody['questions']> {
  return askedQuestions(values).map((key) => ({
    key,
    text: Object.fromEntries(
      LANGUAGES.map((l) => [l, values.questions[key].text[l].trim()]).filter(([, text]) => text),
    ),
  }));
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** The chat fields the form changed, as the server names them (only those are sent). */
export function chatChanges(
  before: ChatFormValues,
  after: ChatFormValues,
): Pick<BrandUpdateBody, 'welcomeMessages' | 'goodbyeMessages' | 'questions'> {
  const changes: Pick<BrandUpdateBody, 'welcomeMessages' | 'goodbyeMessages' | 'questions'> = {};
  if (!same(linesBody(before.welcome), linesBody(after.welcome)))
    changes.welcomeMessages = linesBody(after.welcome);
  if (!same(linesBody(before.goodbye), linesBody(after.goodbye)))
    changes.goodbyeMessages = linesBody(after.goodbye);
  if (!same(questionsBody(before), questionsBody(after))) changes.questions = questionsBody(after);
  return changes;
}

/**
 * A 422's field path of the chat (`questions.3.text.en`) as the form shows it
 * (`questions.birthday.text.en`): the server counts the questions as they were sent.
 */
export function chatErrorField(field: string, sent: OnboardingQuestionKey[]): string {
  const match = /^questions\.(\d+)(\..*)?$/.exec(field);
  const key = match ? sent[Number(match[1])] : undefined;
  return key ? `questions.${key}${match?.[2] ?? ''}` : field;
}
