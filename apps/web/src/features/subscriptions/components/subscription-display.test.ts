import { describe, expect, it } from 'vitest';
import { toSubscription } from '../api/subscription';
import { canCancel, checkCancel, subscriptionLabel } from './subscription-display';

const DAY = 86_400_000;
const now = Date.UTC(2026, 10, 24);
const wire = (over: Record<string, unknown> = {}) =>
  toSubscription({
    id: 3,
    status: 'active',
    title: 'Yoga monthly',
    period: 'month',
    period_count: 3,
    amount: 99000,
    currency: 'RUB',
    next_pay_at: (now + 10 * DAY) / 1000,
    end_date: (now + 10 * DAY) / 1000,
    course_service_id: 7,
    user_course_stream_id: 5,
    canceled_at: null,
    cancelPopupText: 'We are sorry to see you go',
    created_at: now / 1000 - 100,
    ...over,
  });

describe('toSubscription (spec 02 §3, §4)', () => {
  it('converts seconds and takes the next pay date from the end date when missing', () => {
    const sub = wire({ status: 'canceled', next_pay_at: null, end_date: (now + 5 * DAY) / 1000 });
    expect(sub).toMatchObject({
      // spec 02 §3: "interval (from the period), period (from the period count)".
      interval: 'month',
      period: 3,
      nextPayAt: now + 5 * DAY,
      endDate: now + 5 * DAY,
      serviceId: 7,
      streamId: 5,
    });
    expect(wire().cancelPopupText).toBe('We are sorry to see you go');
    expect(wire({ cancelPopupText: undefined }).cancelPopupText).toBeNull();
  });
});

describe('subscriptionLabel (spec 02 §4 Subscription display)', () => {
  it('active: the next payment', () => {
    expect(subscriptionLabel(wire(), now)).toEqual({ kind: 'nextPayment', date: now + 10 * DAY });
  });

  it('any other status: the ending, from the end date when nothing is due', () => {
    expect(subscriptionLabel(wire({ status: 'past_due' }), now)).toEqual({
      kind: 'ending',
      date: now + 10 * DAY,
    });
    expect(subscriptionLabel(wire({ status: 'canceled', next_pay_at: null }), now)).toEqual({
      kind: 'ending',
      date: now + 10 * DAY,
    });
  });

  it('a past next pay date: ended, whatever the status', () => {
    const past = { next_pay_at: (now - DAY) / 1000 };
    expect(subscriptionLabel(wire(past), now)).toEqual({ kind: 'ended' });
    expect(subscriptionLabel(wire({ ...past, status: 'canceled' }), now)).toEqual({ kind: 'ended' });
  });

  it('says nothing without any date', () => {
    expect(subscriptionLabel(wire({ next_pay_at: null, end_date: null }), now)).toBeNull();
  });
});

describe('canCancel', () => {
  it('only a running subscription', () => {
    expect(canCancel(wire(), now)).toBe(true);
    expect(canCancel(wire({ status: 'past_due' }), now)).toBe(true);
    expect(canCancel(wire({ status: 'canceled' }), now)).toBe(false);
    expect(canCancel(wire({ next_pay_at: (now - DAY) / 1000 }), now)).toBe(false);
  });
});

describe('checkCancel (spec 02 §5: reason minimum length)', () => {
  it('wants a reason type and at least 10 characters, spaces aside', () => {
    expect(checkCancel(null, '')).toEqual(['reasonType', 'short']);
    expect(checkCancel('no_time', '  123456789  ')).toEqual(['short']);
    expect(checkCancel('no_time', '1234567890')).toEqual([]);
    expect(checkCancel('other', 'x'.repeat(1001))).toEqual(['long']);
  });
});
