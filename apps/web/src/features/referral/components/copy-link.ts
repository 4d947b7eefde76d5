/**
 * Copies the referral link (decision 092): the Clipboard API where the page may use it;
 * else the old `execCommand('copy')` on the selected field (older WebViews, plain http); and
 * where neither works the link is left selected, so the learner copies it by hand.
 */
export type CopyOutcome = 'copied' | 'selected';

export async function copyLink(text: string, field: HTMLInputElement | null): Promise<CopyOutcome> {
  try {
    if (navigator.clipboard?.writeText) {
      await navigator.clipboard.writeText(text);
      return 'copied';
    }
  } catch {
    // Refused (no permission, not a secure page): fall back to the selection.
  }
  if (!field) return 'selected';
  field.focus();
  field.select();
  try {
    return document.execCommand('copy') ? 'copied' : 'selected';
  } catch {
    return 'selected';
  }
}

/** The system share sheet where the browser has one (phones, some desktops). */
export const canShare = (): boolean =>
  typeof navigator !== 'undefined' && typeof navigator.share === 'function';
