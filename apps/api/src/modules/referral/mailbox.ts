/** Providers that ignore dots in the local part (and are one mailbox under both names). */
const DOTLESS_DOMAINS = new Set(['gmail.com', 'googlemail.com']);

/**
 * The mailbox an address delivers to, for telling one person's accounts apart (decision 090):
 * case folded, a `+tag` dropped (most providers deliver `anna+2@` to `anna@`), and for Gmail the
 * dots of the local part dropped and googlemail.com read as gmail.com. Only compared, never stored.
 */
export function mailboxOf(email: string): string {
  const at = email.lastIndexOf('@');
  if (at < 0) return email.trim().toLowerCase();
  let local = email.slice(0, at).trim().toLowerCase();
  let domain = email
    .slice(at + 1)
    .trim()
    .toLowerCase()
    .replace(/\.$/, '');
  const plus = local.indexOf('+');
  if (plus > 0) local = local.slice(0, plus);
  if (DOTLESS_DOMAINS.has(domain)) {
    local = local.replaceAll('.', '');
    domain = 'gmail.com';
  }
  return `${local}@${domain}`;
}

export function sameMailbox(a: string | null | undefined, b: string | null | undefined): boolean {
  return Boolean(a && b && mailboxOf(a) === mailboxOf(b));
}
