import type { TFunction } from 'i18next';

/**
 * The server's 422 `[{field, message}]` mapped onto a form's fields (server names to form
 * names); anything without a field of the form becomes the form's own failure text.
 */
export function serverFieldErrors<F extends string>(
  byField: Record<string, string>,
  names: Record<string, F>,
): { fields: Partial<Record<F, string>>; rest: string | null } {
  const fields: Partial<Record<F, string>> = {};
  const rest: string[] = [];
  for (const [field, text] of Object.entries(byField)) {
    const name = names[field];
    if (name) fields[name] = text;
    else rest.push(text);
  }
  return { fields, rest: rest.length ? rest.join(', ') : null };
}

/** Translates the form's own error keys (`<prefix>.<key>`). */
export function translateErrors<F extends string>(
  t: TFunction,
  prefix: string,
  errors: Partial<Record<F, string>>,
): Partial<Record<F, string>> {
  const out: Partial<Record<F, string>> = {};
  for (const [field, key] of Object.entries(errors) as [F, string][]) out[field] = t(`${prefix}.${key}`);
  return out;
}
