import type { ConsoleBrand } from '@cp/contract';
import { describe, expect, it } from 'vitest';
import { askedQuestions, chatChanges, chatErrorField, chatFormOf } from './chat-form';

const brand = (over: Partial<ConsoleBrand>) =>
  ({ welcomeMessages: {}, goodbyeMessages: {}, questions: [], ...over }) as ConsoleBrand;

describe('the onboarding chat form', () => {
  it('nothing stored asks every question; a stored list asks those and the required ones', () => {
    expect(askedQuestions(chatFormOf(brand({})))).toEqual([
      'firstName',
      'email',
      'password',
      'socials',
      'push',
      'birthday',
      'avatarId',
    ]);
    const form = chatFormOf(brand({ questions: [{ key: 'push', text: { en: 'Notify you?' } }] }));
    expect(askedQuestions(form)).toEqual(['firstName', 'email', 'password', 'push']);
    expect(form.questions.push.text).toEqual({ ru: '', en: 'Notify you?', es: '' });
  });

  it('sends nothing when only blank lines were added, and trimmed lines otherwise', () => {
    const before = chatFormOf(brand({ welcomeMessages: { ru: ['Привет'] } }));
    const blank = { ...before, welcome: { ...before.welcome, en: ['   '] } };
    expect(chatChanges(before, blank)).toEqual({});
    const typed = { ...before, welcome: { ...before.welcome, en: [' Hi ', ''] } };
    expect(chatChanges(before, typed)).toEqual({ welcomeMessages: { ru: ['Привет'], en: ['Hi'] } });
  });

  it("names a 422's question by its key, counted as sent", () => {
    const sent = askedQuestions(chatFormOf(brand({ questions: [{ key: 'avatarId', text: {} }] })));
    expect(chatErrorField('questions.3.text.es', sent)).toBe('questions.avatarId.text.es');
    expect(chatErrorField('questions', sent)).toBe('questions');
    expect(chatErrorField('welcomeMessages.en.2', sent)).toBe('welcomeMessages.en.2');
  });
});
