import { SUPPORT_MESSAGE_MAX_LENGTH, techQuestionBody } from '@cp/contract';
import { describe, expect, it } from 'vitest';
import { guestCategories, type SupportCategory, toSupportCategory } from './support-categories';
import { checkSupportMessage } from './support-rules';

describe('checkSupportMessage', () => {
  it.each([
    ['', 'required'],
    ['   \n ', 'required'],
    ['Hello', undefined],
    ['x'.repeat(SUPPORT_MESSAGE_MAX_LENGTH), undefined],
    [` ${'x'.repeat(SUPPORT_MESSAGE_MAX_LENGTH)}  `, undefined],
    ['x'.repeat(SUPPORT_MESSAGE_MAX_LENGTH + 1), 'max'],
  ])('%j -> %s', (message, rule) => {
    expect(checkSupportMessage(message)).toBe(rule);
  });

  it('agrees with the contract the server validates with', () => {
    for (const message of ['', ' ', 'ok', 'x'.repeat(500), 'x'.repeat(501), ` ${'y'.repeat(500)} `]) {
      const server = techQuestionBody.safeParse({ support_category_id: 1, name: 'A', message }).success;
      expect(checkSupportMessage(message) === undefined).toBe(server);
    }
  });
});

describe('support categories', () => {
  const wire = [
    { id: 10, sort: 1, title: 'Homework', target_product: 1, requireProduct: true },
    { id: 7, sort: 2, title: 'Renew', target_product: 1, requireProduct: false },
    { id: 3, sort: 3, title: 'Needs product', target_product: 0, requireProduct: true },
    { id: 1, sort: 4, title: 'Other', target_product: 0, requireProduct: false },
  ] as const;
  const categories: SupportCategory[] = wire.map(toSupportCategory);

  it('converts target_product 1 (user_course) to needsCourse', () => {
    expect(categories[0]).toEqual({
      id: 10,
      sort: 1,
      title: 'Homework',
      needsCourse: true,
      requireProduct: true,
    });
    expect(categories[3]?.needsCourse).toBe(false);
  });

  it('offers guests only the categories that need no product', () => {
    expect(guestCategories(categories).map((c) => c.id)).toEqual([1]);
  });
});
