import { MAX_ROW_ID } from '@cp/contract';

/**
 * The id a console path names (`/people/:id`, `/courses/:draftId`), or null when it names none.
 * Decimal digits only: `Number()` read `0x1` as 1 and opened learner 1 from `/people/0x1`. Nor
 * above the largest row id, which the server refuses in words a person cannot act on ("must be at
 * most 2147483647"): the screen says "not found", as for any id that names nothing.
 */
export function routeId(value: string | undefined): number | null {
  if (!value || !/^[1-9]\d{0,9}$/.test(value)) return null;
  const id = Number(value);
  return id <= MAX_ROW_ID ? id : null;
}
