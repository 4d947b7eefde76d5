import { IAP_ERROR_CODES } from '@cp/contract';
import { describe, expect, it } from 'vitest';
import en from '../../../locales/en/payments.json';
import es from '../../../locales/es/payments.json';
import ru from '../../../locales/ru/payments.json';
import { iapErrorKey, usesInAppPurchase } from './iap-errors';

describe('iapErrorKey (spec 02 §8)', () => {
  it('maps every store code to its own text in ru, en and es', () => {
    for (const code of IAP_ERROR_CODES) {
      const key = iapErrorKey(code);
      expect(key).toBe(`iap.${code}`);
      for (const texts of [ru, en, es]) {
        const text = (texts.iap as Record<string, string>)[code];
        expect(text, `${code}`).toBeTruthy();
        expect(text).not.toBe(texts.iap.unknown);
      }
    }
  });

  it('falls back to the unknown error for anything else', () => {
    expect(iapErrorKey('ERR_SOMETHING_NEW')).toBe('iap.unknown');
    expect(iapErrorKey(6777010)).toBe('iap.unknown');
    expect(iapErrorKey(undefined)).toBe('iap.unknown');
    expect(iapErrorKey('err_setup')).toBe('iap.unknown');
  });
});

describe('usesInAppPurchase', () => {
  const sold = { appstoreProducts: [{ id: 1, code: 'course.yoga' }] };
  it('only in the mobile build of a brand with the store, for a service sold there', () => {
    expect(usesInAppPurchase('mobile', { isAppStoreSupport: true }, sold)).toBe(true);
    expect(usesInAppPurchase('web', { isAppStoreSupport: true }, sold)).toBe(false);
    expect(usesInAppPurchase('mobile', { isAppStoreSupport: false }, sold)).toBe(false);
    expect(usesInAppPurchase('mobile', { isAppStoreSupport: true }, { appstoreProducts: [] })).toBe(false);
  });
});
