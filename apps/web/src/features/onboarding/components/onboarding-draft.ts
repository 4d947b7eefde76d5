import { ONBOARDING_QUESTION_KEYS, type OnboardingQuestionKey } from '@cp/contract';
import { readStorage, removeStorage, STORAGE_KEYS, writeStorage } from '../../../lib/storage/storage';

/**
 * The chat's answers kept on this device (decision 088): the name and the checked e-mail
 * before the account exists (never the password), and the optional questions passed here
 * that the server cannot know of (a skipped network, the push question).
 */
export interface OnboardingDraft {
  firstName: string | null;
  email: string | null;
  passed: OnboardingQuestionKey[];
}

export const EMPTY_DRAFT: OnboardingDraft = { firstName: null, email: null, passed: [] };

const text = (value: unknown): string | null => (typeof value === 'string' && value ? value : null);

/** A stored draft, or an empty one when there is none or it is not one of ours. */
export function readDraft(): OnboardingDraft {
  try {
    const raw = JSON.parse(readStorage(STORAGE_KEYS.onboardingDraft) ?? 'null') as Record<
      string,
      unknown
    > | null;
    if (!raw || typeof raw !== 'object') return EMPTY_DRAFT;
    const passed = Array.isArray(raw.passed)
      ? ONBOARDING_QUESTION_KEYS.filter((key) => (raw.passed as unknown[]).includes(key))
      : [];
    return { firstName: text(raw.firstName), email: text(raw.email), passed };
  } catch {
    return EMPTY_DRAFT;
  }
}

export function writeDraft(draft: OnboardingDraft): void {
  writeStorage(STORAGE_KEYS.onboardingDraft, JSON.stringify(draft));
}

export function clearDraft(): void {
  removeStorage(STORAGE_KEYS.onboardingDraft);
}
