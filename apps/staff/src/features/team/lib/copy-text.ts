/**
 * Copies a link for the administrator to pass on (issue 28): the Clipboard API where the page may
 * use it; else `execCommand('copy')` on the selected field (plain http, older browsers); where
 * neither works the text is left selected for a copy by hand. (The learner app's referral link
 * does the same: apps/web/src/features/referral/components/copy-link.ts.)
 */
export type CopyOutcome = 'copied' | 'selected';

export async function copyText(text: string, field: HTMLInputElement | null): Promise<CopyOutcome> {
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
