import { birthdayField, instagramIdField, phoneField } from '@cp/contract';
import { describe, expect, it } from 'vitest';
import { changedValues, type ProfileValues, validateProfile } from './profile-fields';

const empty: ProfileValues = {
  firstName: '',
  lastName: '',
  city: '',
  gender: '',
  phone: '',
  birthday: '',
  instagramId: '',
  timezone: '',
  languageCode: '',
};

const ruleOf = (values: Partial<ProfileValues>, requireName = false) =>
  validateProfile({ ...empty, ...values }, { requireName });

describe('validateProfile (spec 01 §5)', () => {
  it('allows an empty profile, unless the forced step asks for the names', () => {
    expect(ruleOf({})).toEqual({});
    expect(ruleOf({}, true)).toEqual({ firstName: 'required', lastName: 'required' });
    expect(ruleOf({ firstName: ' Anna ', lastName: 'S' }, true)).toEqual({});
  });

  it('refuses names and city over 100 characters', () => {
    expect(ruleOf({ city: 'x'.repeat(101) })).toEqual({ city: 'max' });
  });

  it.each([
    ['', undefined],
    ['anna_s', undefined],
    ['anna.s.99', undefined],
    ['_x_', undefined],
    ['.anna', 'instagramPattern'],
    ['anna.', 'instagramPattern'],
    ['an..na', 'instagramPattern'],
    ['анна', 'instagramPattern'],
    ['an na', 'instagramPattern'],
    ['a'.repeat(30), undefined],
    ['a'.repeat(31), 'instagramMax'],
    ['username', 'instagramExample'],
    ['UserName', 'instagramExample'],
  ])('Instagram name %j -> %s', (value, rule) => {
    expect(ruleOf({ instagramId: value }).instagramId).toBe(rule);
    // The same answer as the server's own rule (packages/contract/src/profile.ts).
    expect(instagramIdField.safeParse(value).success).toBe(rule === undefined);
  });

  it.each([
    ['', undefined],
    ['01.02.1990', undefined],
    ['29.02.2024', undefined],
    ['29.02.2023', 'birthday'],
    ['31.04.2000', 'birthday'],
    ['1.2.1990', 'birthday'],
    ['1990-02-01', 'birthday'],
    ['01.02.90', 'birthday'],
  ])('birthday %j -> %s', (value, rule) => {
    expect(ruleOf({ birthday: value }).birthday).toBe(rule);
    expect(birthdayField.safeParse(value).success).toBe(rule === undefined);
  });

  it.each([
    ['', undefined],
    ['+79123456789', undefined],
    ['+7 (912) 345-67-89', undefined],
    ['89123456789', undefined],
    ['12345', 'phone'],
    ['+0123456789', 'phone'],
    ['phone', 'phone'],
    ['+7912345678901234', 'phone'],
  ])('phone %j -> %s', (value, rule) => {
    expect(ruleOf({ phone: value }).phone).toBe(rule);
    expect(phoneField.safeParse(value).success).toBe(rule === undefined);
  });
});

describe('changedValues (spec 01 §3: only the fields present)', () => {
  const initial = { ...empty, firstName: 'Anna', phone: '+79123456789', city: 'Kazan' };

  it('answers only what changed, trimmed, the phone normalised', () => {
    expect(changedValues(initial, { ...initial })).toEqual({});
    expect(
      changedValues(initial, { ...initial, firstName: ' Anna ', phone: '+7 (912) 345-67-89', city: '' }),
    ).toEqual({ city: '' });
    expect(changedValues(initial, { ...initial, lastName: ' Smirnova ', gender: 'F' })).toEqual({
      lastName: 'Smirnova',
      gender: 'F',
    });
  });

  it('always carries the fields asked for', () => {
    expect(changedValues(initial, initial, ['firstName', 'lastName'])).toEqual({
      firstName: 'Anna',
      lastName: '',
    });
  });
});
