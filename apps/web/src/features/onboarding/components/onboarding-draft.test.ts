import { afterEach, describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '../../../lib/storage/storage';
import { clearDraft, EMPTY_DRAFT, readDraft, writeDraft } from './onboarding-draft';

afterEach(() => window.localStorage.clear());

describe('the chat draft on the device', () => {
  it('keeps the name, the checked e-mail and the optional questions passed', () => {
    writeDraft({ firstName: 'Ana', email: 'ana@example.com', passed: ['push'] });
    expect(readDraft()).toEqual({ firstName: 'Ana', email: 'ana@example.com', passed: ['push'] });
    clearDraft();
    expect(readDraft()).toEqual(EMPTY_DRAFT);
  });

  it('reads anything else stored under its key as no draft, and drops unknown questions', () => {
    for (const stored of ['not json', '42', 'null', '[]']) {
      window.localStorage.setItem(STORAGE_KEYS.onboardingDraft, stored);
      expect(readDraft()).toEqual(EMPTY_DRAFT);
    }
    window.localStorage.setItem(
      STORAGE_KEYS.onboardingDraft,
      JSON.stringify({
        firstName: 7,
        email: 'a@b.co',
        passed: ['push', 'password?', 'socials'],
        password: 'x',
      }),
    );
    expect(readDraft()).toEqual({ firstName: null, email: 'a@b.co', passed: ['socials', 'push'] });
  });
});
