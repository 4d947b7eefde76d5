/** A form's own errors: a translation key under `errors.` per field. */
export type FormErrors<F> = Partial<Record<keyof F & string, string>>;
export type FormResult<F> = { body: Record<string, unknown> } | { errors: FormErrors<F> };

/** A whole number typed in a field (a sign allowed), or null when it is not one. */
export function wholeNumber(text: string, { min = -1_000_000, max = 1_000_000 } = {}): number | null {
  const value = text.trim();
  if (!/^-?\d+$/.test(value)) return null;
  const n = Number(value);
  return n >= min && n <= max ? n : null;
}

/** Where a click may go: another site over http(s), or a path of the app or the site (as the server checks). */
export function isLink(text: string): boolean {
  return /^https?:\/\/[^\s/]+\S*$/i.test(text) || /^\/(?!\/)\S*$/.test(text);
}

/** Lower-case letters, digits and inner hyphens: the part of an article's address. */
export const isSlug = (text: string) => /^[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/.test(text);
