// The referral link is copied as the console copies its links (@cp/ui's copyText, decision 092).
export { type CopyOutcome, copyText as copyLink } from '@cp/ui';

/** The system share sheet where the browser has one (phones, some desktops). */
export const canShare = (): boolean =>
  typeof navigator !== 'undefined' && typeof navigator.share === 'function';
