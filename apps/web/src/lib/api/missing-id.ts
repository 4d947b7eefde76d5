/**
 * spec 02 §5 (and spec 01 §5): a call or a step that needs an id raises "<name> must be set" when
 * it is missing. These are the names the app checks in its own steps (the old day address, a
 * download); each has a text in `common` under `errors.required`, shown by `errorText`.
 */
export const REQUIRED_IDS = ['stageId', 'dayId', 'Url', 'FileId', 'source', 'target'] as const;
export type RequiredId = (typeof REQUIRED_IDS)[number];

export class MissingIdError extends Error {
  override name = 'MissingIdError';
  constructor(readonly field: RequiredId) {
    super(`${field} must be set`);
  }
}

/** The value, or a MissingIdError naming it when it is missing (null, empty, 0 or not a number). */
export function requireId<T extends string | number>(value: T | null | undefined, field: RequiredId): T {
  if (value === null || value === undefined || value === '' || value === 0 || Number.isNaN(value))
    throw new MissingIdError(field);
  return value;
}
