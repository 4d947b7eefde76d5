import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import en from '../../../locales/en/people.json';
import { pointsReasonText } from './points-reason';

const i18n = i18next.createInstance();
beforeAll(async () => {
  await i18n.init({ lng: 'en', resources: { en: { people: en } }, defaultNS: 'people' });
});

describe('pointsReasonText', () => {
  const t = (...args: Parameters<typeof i18n.t>) => i18n.t(...args);
  it('names an accepted homework by its title, and without one when it is gone', () => {
    expect(
      pointsReasonText({ reason: 'homework:1', reasonKind: 'homework', reasonSubject: 'Essay' }, t as never),
    ).toBe('Homework accepted: Essay');
    expect(
      pointsReasonText({ reason: 'homework:9', reasonKind: 'homework', reasonSubject: null }, t as never),
    ).toBe('Homework accepted');
  });

  it("translates the server's own kinds and keeps an administrator's words", () => {
    expect(pointsReasonText({ reason: 'spend', reasonKind: 'spend', reasonSubject: null }, t as never)).toBe(
      'Spent on a purchase',
    );
    expect(
      pointsReasonText(
        { reason: 'Helped in the chat', reasonKind: 'manual', reasonSubject: null },
        t as never,
      ),
    ).toBe('Helped in the chat');
  });
});
