import type { AppType } from '@cp/contract';
import type { Stream } from './api/stream';

/** spec 02 §6: a learner on a plan without mobile access is refused in the app. */
export const isMobileAccessDenied = (stream: Pick<Stream, 'mobileAccess'>, appType: AppType): boolean =>
  appType === 'mobile' && !stream.mobileAccess;

/**
 * The brand's sales address, else the generic sales mailbox of spec 02 §9, whose address is
 * not shown: `sales@` at the school's domain name, as the support address defaults
 * (spec 01 §9) — see docs/spec-gaps.md.
 */
export const salesEmail = (brandSalesEmail: string | null | undefined, domainName: string): string =>
  brandSalesEmail?.trim() || `sales@${domainName}`;
