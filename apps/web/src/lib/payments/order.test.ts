import { describe, expect, it } from 'vitest';
import { isFinalOrder, purchaseNext, toOrder } from './order';
import { wireOrder } from './test-data';

describe('toOrder (decision 060)', () => {
  it('keeps money in minor units and turns seconds into milliseconds', () => {
    expect(toOrder(wireOrder({ paid_at: 1_800_000_100, user_course_stream_id: 5 }))).toEqual({
      id: 41,
      status: 'created',
      kind: 'buy',
      provider: 'test',
      serviceId: 7,
      streamId: 5,
      price: 150000,
      codeDiscount: 15000,
      creditDiscount: 0,
      referralDiscount: 0,
      amount: 135000,
      currency: 'RUB',
      paymentUrl: 'http://school.test/payments/test-checkout/abc',
      instructions: null,
      createdAt: 1_800_000_000_000,
      paidAt: 1_800_000_100_000,
      serviceType: null,
      questionsCount: null,
    });
    expect(
      toOrder(wireOrder({ service_type: 'expert_additional_question', questions_count: 3 })),
    ).toMatchObject({ serviceType: 'expert_additional_question', questionsCount: 3 });
  });
});

describe('toOrder: the referral discount (issue 15)', () => {
  it('reads the first-order discount of an invited learner, and 0 where the answer has none', () => {
    expect(toOrder(wireOrder({ referral_discount: 15000 })).referralDiscount).toBe(15000);
    expect(toOrder(wireOrder()).referralDiscount).toBe(0);
  });
});

describe('purchaseNext', () => {
  it('goes to the payment page when the order waits for one', () => {
    expect(purchaseNext(toOrder(wireOrder()))).toEqual({
      kind: 'pay',
      url: 'http://school.test/payments/test-checkout/abc',
    });
  });

  it('goes to the order page for a free order (paid at once) and a manual one (instructions)', () => {
    expect(purchaseNext(toOrder(wireOrder({ status: 'paid', provider: 'free', payment_url: null })))).toEqual(
      {
        kind: 'order',
        orderId: 41,
      },
    );
    const manual = wireOrder({ provider: 'manual', payment_url: null, instructions: 'Bank transfer' });
    expect(purchaseNext(toOrder(manual))).toEqual({ kind: 'order', orderId: 41 });
  });

  it('never sends a learner to pay an order that is no longer open', () => {
    expect(purchaseNext(toOrder(wireOrder({ status: 'failed' })))).toEqual({ kind: 'order', orderId: 41 });
  });
});

describe('isFinalOrder', () => {
  it('is final once paid, failed or canceled', () => {
    expect(isFinalOrder('created')).toBe(false);
    expect(['paid', 'failed', 'canceled'].every((s) => isFinalOrder(s as 'paid'))).toBe(true);
  });
});
