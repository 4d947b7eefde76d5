/**
 * Copies text a person passes on (the learner's referral link, decision 092; an invitation link
 * in the console, decision 111): the Clipboard API where the page may use it; else the old
 * `execCommand('copy')` on the selected field (older WebViews, plain http); and where neither
 * works the text is left selected, to be copied by hand.
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
