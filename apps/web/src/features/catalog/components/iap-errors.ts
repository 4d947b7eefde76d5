import { type AppType, type BrandConfig, IAP_ERROR_CODES, type IapErrorCode } from '@cp/contract';
import type { Service } from '../../../lib/payments/service';

/**
 * spec 02 §8 in-app purchase codes: each has its own text (`payments:iap.<code>`); anything
 * else the store reports is the unknown error.
 */
export function iapErrorKey(code: unknown): `iap.${IapErrorCode}` | 'iap.unknown' {
  return typeof code === 'string' && (IAP_ERROR_CODES as readonly string[]).includes(code)
    ? (`iap.${code as IapErrorCode}` as const)
    : 'iap.unknown';
}

/**
 * spec 02 §7 "In-app store purchases use the store product code of a service": in the mobile
 * build of a brand with `isAppStoreSupport`, a service sold in the store is bought there, not
 * on the web checkout (store rules). Everywhere else the order goes to the school's provider.
 */
export function usesInAppPurchase(
  appType: AppType,
  brand: Pick<BrandConfig, 'isAppStoreSupport'>,
  service: Pick<Service, 'appstoreProducts'>,
): boolean {
  return appType === 'mobile' && brand.isAppStoreSupport && service.appstoreProducts.length > 0;
}
