import { CHAT_CLOSED_REASONS, CHAT_MESSAGE_MAX_LENGTH, LANGUAGES } from '@cp/contract';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { allResources } from '../../../lib/i18n/all-resources';
import { toChat } from '../api/get-chats';
import { chatResource } from '../test-data';
import { readOnlyReason } from './chat-state';
import { composerCounter, composerProblem, isSendShortcut } from './composer-rules';
import { consultationTexts } from './consultation-texts';

const NOW = 1_800_000_000_000;

describe('chat states (spec 02 §2, §4, §6)', () => {
  it('names why the learner cannot write', () => {
    const chat = (overrides: Parameters<typeof chatResource>[0]) => toChat(chatResource(overrides));
    expect(readOnlyReason(chat({}), NOW)).toBeNull();
    expect(readOnlyReason(chat({ stream_status: 'ended', isUserMessageEnable: false }), NOW)).toBe('ended');
    expect(readOnlyReason(chat({ stream_status: 'stopped', isUserMessageEnable: false }), NOW)).toBe('ended');
    expect(readOnlyReason(chat({ chat_status: 'closed', isUserMessageEnable: false }), NOW)).toBe('closed');
    expect(
      readOnlyReason(chat({ message_expires_date: NOW / 1000 - 60, isUserMessageEnable: false }), NOW),
    ).toBe('expired');
    expect(readOnlyReason(chat({ isUserMessageEnable: false }), NOW)).toBe('demo');
  });

  it("takes the server's reason where it names one (issue 28)", () => {
    const chat = (overrides: Parameters<typeof chatResource>[0]) => toChat(chatResource(overrides));
    expect(readOnlyReason(chat({ isUserMessageEnable: false, chat_closed_reason: 'no_expert' }), NOW)).toBe(
      'no_expert',
    );
    expect(readOnlyReason(chat({ isUserMessageEnable: false, chat_closed_reason: 'ended' }), NOW)).toBe(
      'ended',
    );
    // An answer kept from a server that did not send it: read from the fields, as before.
    const kept = chatResource({ isUserMessageEnable: false });
    delete (kept as Partial<typeof kept>).chat_closed_reason;
    expect(readOnlyReason(toChat(kept), NOW)).toBe('demo');
  });

  it('says why and when for every reason, in each language', () => {
    for (const lng of LANGUAGES) {
      for (const reason of CHAT_CLOSED_REASONS) {
        // Each language's own text, not another's through the fallback.
        expect(allResources[lng].chat.readOnly[reason], `${lng} ${reason}`).toEqual(expect.any(String));
      }
    }
    expect(i18next.t('readOnly.no_expert', { ns: 'chat', lng: 'en' })).toBe(
      'This course has no expert yet: you can write as soon as the school assigns one.',
    );
  });
});

describe('composer rules (spec 02 §5, §8)', () => {
  it('needs text or a file, and waits for uploads', () => {
    expect(composerProblem({ text: '  ', files: [], uploading: 0 })).toBe('composer.required');
    expect(composerProblem({ text: '', files: ['a'], uploading: 0 })).toBeNull();
    expect(composerProblem({ text: 'Hi', files: [], uploading: 1 })).toBe('files.wait');
    expect(composerProblem({ text: 'Hi', files: [], uploading: 0 })).toBeNull();
  });

  it('counts against the maximum length and sends on Ctrl+Enter only', () => {
    expect(composerCounter('abc')).toEqual({ length: 3, max: CHAT_MESSAGE_MAX_LENGTH });
    expect(isSendShortcut({ key: 'Enter', ctrlKey: true, metaKey: false })).toBe(true);
    expect(isSendShortcut({ key: 'Enter', ctrlKey: false, metaKey: true })).toBe(true);
    expect(isSendShortcut({ key: 'Enter', ctrlKey: false, metaKey: false })).toBe(false);
  });

  it('says the messageDelay rule with its plural forms', () => {
    const t = (lng: string, count: number) => i18next.t('composer.delay', { ns: 'chat', lng, count });
    expect(t('en', 15)).toBe('Messages can be sent no more than once every 15 seconds.');
    expect(t('en', 1)).toBe('Messages can be sent no more than once every 1 second.');
    expect(t('ru', 1)).toContain('1 секунду');
    expect(t('ru', 3)).toContain('3 секунды');
    expect(t('ru', 15)).toContain('15 секунд.');
    expect(t('es', 15)).toContain('15 segundos');
  });
});

describe('paid consultations line (spec 02 §4)', () => {
  it('says max, used and left, or over, or nothing without a limit or use', () => {
    expect(consultationTexts({ used: 0, max: null, left: null })).toEqual([]);
    expect(consultationTexts({ used: 2, max: null, left: null })).toEqual([{ key: 'used', count: 2 }]);
    expect(consultationTexts({ used: 1, max: 3, left: 2 })).toEqual([
      { key: 'max', count: 3 },
      { key: 'used', count: 1 },
      { key: 'left', count: 2 },
    ]);
    expect(consultationTexts({ used: 3, max: 3, left: 0 }).at(-1)).toEqual({ key: 'none', count: 0 });
    expect(consultationTexts({ used: 4, max: 3, left: -1 }).at(-1)).toEqual({ key: 'over', count: 1 });
  });

  it('has the singular and plural texts in Russian', () => {
    const t = (key: 'left' | 'max', count: number) =>
      i18next.t(`consultations.${key}`, { ns: 'chat', lng: 'ru', count });
    expect(t('left', 1)).toBe('осталась 1');
    expect(t('left', 2)).toBe('осталось 2');
    expect(t('max', 1)).toBe('включена 1 платная консультация');
    expect(t('max', 5)).toBe('включено 5 платных консультаций');
  });
});
