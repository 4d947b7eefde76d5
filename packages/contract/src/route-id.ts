import { MAX_ROW_ID } from './input-fields.js';

/**
 * The id an app's address names (`/course/:id`, `/people/:id`), or null when it names none: both
 * apps show "not found" then, as for an id that names no row. Decimal digits only, no leading
 * zero: `Number()` read `0x1` as 1 and opened learner 1 from `/people/0x1`. Nor above the largest
 * row id, which the server refuses in words a person cannot act on ("must be at most 2147483647").
 */
export function routeId(value: string | undefined): number | null {
  if (!value || !/^[1-9]\d{0,9}$/.test(value)) return null;
  const id = Number(value);
  return id <= MAX_ROW_ID ? id : null;
}
