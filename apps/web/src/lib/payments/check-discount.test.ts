import { afterEach, describe, expect, it, vi } from 'vitest';
import { answerFetch, firstCall } from '../../test/answer-fetch';
import { checkDiscount } from './check-discount';

afterEach(() => vi.unstubAllGlobals());

const answer = answerFetch;
const call = firstCall;

describe('checkDiscount', () => {
  it('asks the code for the offer’s service and converts what the learner would pay', async () => {
    const fetch = answer({
      success: false,
      reason: 'used_up',
      kind: null,
      value: null,
      price: 150000,
      discounted_price: 150000,
      currency: 'RUB',
    });
    const check = await checkDiscount(' SPRING-10 ', 7);
    expect(call(fetch)[0]).toMatch(/\/discount\/check\/code\/SPRING-10\/course-service\/7\?lang=/);
    expect(check).toEqual({
      success: false,
      reason: 'used_up',
      kind: null,
      value: null,
      price: 150000,
      discountedPrice: 150000,
      currency: 'RUB',
    });
  });
});
