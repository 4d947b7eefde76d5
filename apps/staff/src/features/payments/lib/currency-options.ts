/**
 * The currencies of the payment settings' select: "EUR — Euro", named in the desk's language by
 * Intl (a code Intl has no name for reads as the code alone), sorted by code as ISO lists them.
 */
export function currencyOptions(
  codes: readonly string[],
  language: string,
): { value: string; label: string }[] {
  const names = new Intl.DisplayNames([language], { type: 'currency', fallback: 'none' });
  return codes.map((code) => {
    const name = names.of(code);
    return { value: code, label: name ? `${code} — ${name}` : code };
  });
}
