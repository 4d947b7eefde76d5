/**
 * The id a console path names (`/people/:id`, `/courses/:draftId`), or null when it names none.
 * Decimal digits only: `Number()` read `0x1` as 1 and opened learner 1 from `/people/0x1`.
 */
export function routeId(value: string | undefined): number | null {
  if (!value || !/^[1-9]\d{0,15}$/.test(value)) return null;
  const id = Number(value);
  return Number.isSafeInteger(id) ? id : null;
}
