import { describe, expect, it } from 'vitest';
import { codeFormBody, codeToForm, emptyCodeForm } from './code-form';
import { dayEndToSeconds, secondsToDay } from './dates';
import { emptyServiceForm, serviceFormBody } from './service-form';

describe('the discount code form', () => {
  const base = { ...emptyCodeForm('7'), code: 'SPRING500' };

  it('an amount in major units becomes exact minor units', () => {
    const result = codeFormBody({ ...base, kind: 'amount', value: '499,90', limit: '50' }, 'RUB');
    expect(result).toEqual({
      body: {
        code: 'SPRING500',
        course_service_id: 7,
        kind: 'amount',
        value: 49_990,
        expires_at: null,
        usage_limit: 50,
      },
    });
    expect(codeFormBody({ ...base, kind: 'amount', value: '0.29' }, 'USD')).toMatchObject({
      body: { value: 29 },
    });
  });

  it('a percentage is a whole number from 1 to 100', () => {
    expect(codeFormBody({ ...base, value: '10' }, 'RUB')).toMatchObject({
      body: { kind: 'percent', value: 10 },
    });
    for (const value of ['0', '101', '10.5', '', 'ten']) {
      expect(codeFormBody({ ...base, value }, 'RUB'), value).toEqual({ errors: { value: 'percent' } });
    }
  });

  it('names every wrong field at once', () => {
    const result = codeFormBody(
      { code: 'a b', serviceId: '', kind: 'amount', value: '-5', expires: '2030-02-31', limit: '0' },
      'RUB',
    );
    expect(result).toEqual({
      errors: { code: 'code', serviceId: 'service', value: 'amount', expires: 'expires', limit: 'limit' },
    });
  });

  it('the expiry is the end of the chosen day, and reads back as that day', () => {
    const seconds = dayEndToSeconds('2030-01-31')!;
    const end = new Date(seconds * 1000);
    expect([end.getFullYear(), end.getMonth(), end.getDate(), end.getHours(), end.getMinutes()]).toEqual([
      2030, 0, 31, 23, 59,
    ]);
    expect(secondsToDay(seconds)).toBe('2030-01-31');
    expect(codeFormBody({ ...base, value: '5', expires: '2030-01-31' }, 'RUB')).toMatchObject({
      body: { expires_at: seconds },
    });
  });

  it("an amount off above the chosen service's price is refused before the call; at the price it is sent", () => {
    const amount = { ...base, kind: 'amount' as const, value: '1990.01' };
    expect(codeFormBody(amount, 'RUB', { price: 199_000 })).toEqual({ errors: { value: 'abovePrice' } });
    expect(codeFormBody({ ...amount, value: '1990' }, 'RUB', { price: 199_000 })).toMatchObject({
      body: { value: 199_000 },
    });
    // A percentage is never above the price; without a known price the server decides.
    expect(codeFormBody({ ...base, value: '100' }, 'RUB', { price: 100 })).toMatchObject({ body: {} });
    expect(codeFormBody(amount, 'RUB')).toMatchObject({ body: { value: 199_001 } });
  });

  it('a day already past is refused; an edit keeps its saved (even past) expiry exactly', () => {
    const now = dayEndToSeconds('2030-01-31')! + 1;
    expect(codeFormBody({ ...base, value: '5', expires: '2030-01-31' }, 'RUB', { now })).toEqual({
      errors: { expires: 'expiresPast' },
    });
    expect(codeFormBody({ ...base, value: '5', expires: '2030-02-01' }, 'RUB', { now })).toMatchObject({
      body: { expires_at: dayEndToSeconds('2030-02-01') },
    });
    const saved = dayEndToSeconds('2030-01-31')! - 12 * 3600;
    expect(
      codeFormBody({ ...base, value: '5', expires: '2030-01-31' }, 'RUB', { now, savedExpiresAt: saved }),
    ).toMatchObject({ body: { expires_at: saved } });
  });

  it('an existing code fills the form in major units and round-trips', () => {
    const form = codeToForm(
      {
        id: 1,
        code: 'SPRING500',
        course_service_id: 7,
        kind: 'amount',
        value: 50_000,
        expires_at: null,
        usage_limit: null,
        used_count: 2,
        created_at: 0,
      },
      'RUB',
    );
    expect(form).toMatchObject({ value: '500.00', limit: '', expires: '' });
    expect(codeFormBody(form, 'RUB')).toMatchObject({ body: { value: 50_000, usage_limit: null } });
  });
});

describe('the service form', () => {
  it('a subscription sends its interval and period; the price in minor units', () => {
    const form = {
      ...emptyServiceForm('3'),
      type: 'course_subscription' as const,
      title: ' Monthly ',
      price: '999.90',
      interval: 'month' as const,
      period: '3',
    };
    expect(serviceFormBody(form, 'RUB')).toEqual({
      body: {
        type: 'course_subscription',
        title: 'Monthly',
        course_id: 3,
        price: 99_990,
        duration_days: 30,
        interval: 'month',
        period: 3,
        questions_count: null,
        appstore_product_code: null,
        is_active: true,
      },
    });
  });

  it('a one-off purchase sends no interval; expert questions need a count', () => {
    expect(serviceFormBody({ ...emptyServiceForm('3'), title: 'Buy', price: '1990' }, 'RUB')).toMatchObject({
      body: { interval: null, period: null, price: 199_000 },
    });
    const questions = {
      ...emptyServiceForm('3'),
      type: 'expert_additional_question' as const,
      title: 'Q',
      price: '5',
    };
    expect(serviceFormBody({ ...questions, questionsCount: '0' }, 'RUB')).toEqual({
      errors: { questionsCount: 'questions' },
    });
  });

  it('refuses a missing title, course and a price with too many decimals', () => {
    expect(serviceFormBody({ ...emptyServiceForm(''), price: '1.999' }, 'RUB')).toEqual({
      errors: { title: 'title', courseId: 'course', price: 'price' },
    });
  });
  it('a price above the largest says so, not "enter an amount"; the largest itself is taken', () => {
    const form = { ...emptyServiceForm('3'), title: 'Access', durationDays: '30' };
    expect(serviceFormBody({ ...form, price: '1000000.01' }, 'RUB')).toEqual({
      errors: { price: 'priceTooLarge' },
    });
    expect(serviceFormBody({ ...form, price: '99999999999999999999' }, 'RUB')).toEqual({
      errors: { price: 'priceTooLarge' },
    });
    expect(serviceFormBody({ ...form, price: '1 000 000' }, 'RUB')).toMatchObject({
      body: { price: 100_000_000 },
    });
    // In yen the same limit is a hundred million: no minor digits.
    expect(serviceFormBody({ ...form, price: '100000001' }, 'JPY')).toEqual({
      errors: { price: 'priceTooLarge' },
    });
  });

  it('an amount off above the largest says so too', () => {
    const code = { ...emptyCodeForm('7'), code: 'BIG', kind: 'amount' as const, value: '2000000' };
    expect(codeFormBody(code, 'EUR')).toEqual({ errors: { value: 'amountTooLarge' } });
  });
});
