import {
  type BrandConfig,
  ONBOARDING_QUESTION_KEYS,
  type OnboardingQuestionKey,
  REQUIRED_ONBOARDING_QUESTIONS,
} from '@cp/contract';

/**
 * The order of registration by chat (spec 01 §3 "Onboarding chat questions", §4 "Registration by
 * chat"), as pure rules: which questions a school asks, where a learner who left half-way comes
 * back in, and which status each point of the chat stands for (decision 088).
 */

export type ChatStep = OnboardingQuestionKey | 'done';

/** What the chat knows of the learner: the server's account once it exists, else the device's draft. */
export interface ChatProgress {
  signedIn: boolean;
  status: number;
  firstName: string | null;
  email: string | null;
  linkedSocials: number;
  /** Optional questions passed on this device (skipped or answered: socials, push). */
  passed: readonly OnboardingQuestionKey[];
  /** Whether the chat can ask each of these here at all. */
  socialsOffered: boolean;
  pushAskable: boolean;
}

/**
 * The questions in the spec's order: the brand's list, the required three always; an empty list
 * asks every question (the app's own words).
 */
export function askedQuestions(brand: Pick<BrandConfig, 'questions'>): OnboardingQuestionKey[] {
  const chosen = new Set(brand.questions?.map((question) => question.key) ?? []);
  if (chosen.size === 0) return [...ONBOARDING_QUESTION_KEYS];
  return ONBOARDING_QUESTION_KEYS.filter(
    (key) => chosen.has(key) || REQUIRED_ONBOARDING_QUESTIONS.includes(key),
  );
}

/** The status the learner holds once the chat has passed a question (spec 01 §4). */
const STATUS_AFTER: Partial<Record<OnboardingQuestionKey, number>> = {
  password: 20,
  birthday: 30,
  avatarId: 40,
};

/**
 * The status the account must hold before `step` is asked: every status-raising question before
 * it has been passed, asked or not (a school that leaves the birthday out still takes its
 * learners to 30 on the way to the avatar).
 */
export function statusBefore(step: ChatStep): number {
  const index = step === 'done' ? ONBOARDING_QUESTION_KEYS.length : ONBOARDING_QUESTION_KEYS.indexOf(step);
  let status = 10;
  for (const key of ONBOARDING_QUESTION_KEYS.slice(0, index)) status = STATUS_AFTER[key] ?? status;
  return status;
}

function isPassed(key: OnboardingQuestionKey, progress: ChatProgress): boolean {
  const reached = (status: number) => progress.signedIn && progress.status >= status;
  switch (key) {
    case 'firstName':
      return Boolean(progress.firstName?.trim()) || reached(20);
    case 'email':
      return Boolean(progress.email) || reached(20);
    case 'password':
      return reached(20);
    case 'socials':
      return (
        reached(30) || !progress.socialsOffered || progress.linkedSocials > 0 || progress.passed.includes(key)
      );
    case 'push':
      return reached(30) || !progress.pushAskable || progress.passed.includes(key);
    case 'birthday':
      return reached(30);
    case 'avatarId':
      return reached(40);
  }
}

/** Where the chat goes on: the first asked question not passed, else the goodbye. */
export function nextStep(asked: readonly OnboardingQuestionKey[], progress: ChatProgress): ChatStep {
  if (progress.signedIn && progress.status >= 40) return 'done';
  return asked.find((key) => !isPassed(key, progress)) ?? 'done';
}

/** The statuses to raise, one step at a time (the server refuses a skipped one), before `step`. */
export function statusesToRaise(current: number, step: ChatStep): number[] {
  const target = statusBefore(step);
  return [20, 30, 40].filter((status) => status > current && status <= target);
}

/** The status the account holds once `step` is passed, answered or skipped (birthday 30, avatar 40). */
export function statusAfter(step: OnboardingQuestionKey): number {
  const following = ONBOARDING_QUESTION_KEYS[ONBOARDING_QUESTION_KEYS.indexOf(step) + 1];
  return statusBefore(following ?? 'done');
}
