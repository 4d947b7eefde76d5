import { describe, expect, it } from 'vitest';
import { orderFormSchema } from './order-validation';

const valid = { date: '2026-03-02', slot: '1772434800000', phone: '+7 912 345-67-89', note: '' };
const errorsOf = async (values: object) => {
  const result = await orderFormSchema.safeParseAsync({ ...valid, ...values });
  return result.success ? [] : result.error.issues.map((i) => `${i.path.join('.')}:${i.message}`);
};

describe('the ordering form', () => {
  it('takes a real international number', async () => {
    expect(await errorsOf({})).toEqual([]);
    expect(await errorsOf({ phone: '+44 7400 123456' })).toEqual([]);
  });

  it.each([
    ['garbage', 'call me', 'phone:form.errors.phone'],
    ['too short', '+7 912', 'phone:form.errors.phone'],
    ['empty', '  ', 'phone:form.errors.phoneRequired'],
  ])('refuses a phone that is %s', async (_name, phone, error) => {
    expect(await errorsOf({ phone })).toContain(error);
  });

  it('needs a date and a time, and keeps the comment short', async () => {
    expect(await errorsOf({ date: '', slot: '' })).toEqual([
      'date:form.errors.date',
      'slot:form.errors.time',
    ]);
    expect(await errorsOf({ note: 'x'.repeat(1001) })).toEqual(['note:form.errors.noteLong']);
  });
});
