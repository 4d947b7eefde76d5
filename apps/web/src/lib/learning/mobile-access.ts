import type { AppType } from '@cp/contract';
import type { Stream } from './api/stream';

/**
 * spec 02 §9 "The fallback sales contact is a generic sales mailbox" (its address
 * is not shown). The contract has no constant for it yet.
 */
export const FALLBACK_SALES_EMAIL = 'sales@example.com';

/** spec 02 §6: a learner on a plan without mobile access is refused in the app. */
export const isMobileAccessDenied = (stream: Pick<Stream, 'mobileAccess'>, appType: AppType): boolean =>
  appType === 'mobile' && !stream.mobileAccess;

/** The brand's sales address, else the generic one. */
export const salesEmail = (brandSalesEmail: string | null | undefined): string =>
  brandSalesEmail?.trim() || FALLBACK_SALES_EMAIL;
