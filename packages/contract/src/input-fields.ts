import { z } from 'zod';

/** The largest id a PostgreSQL `integer` column holds: a larger id in a path, body or filter is 422, not 500 (issue 8). */
export const MAX_ROW_ID = 2_147_483_647;

/** A row id in a JSON body. */
export const rowId = () => z.number().int().positive().max(MAX_ROW_ID);
/** Decimal digits, a minus at most before them; as many as a 2^53 number has. */
const DECIMAL = /^-?\d{1,16}$/;

/**
 * A number in a path, a query or a form field: text on the wire, read only when it is written in
 * decimal digits, then checked by `schema`. `z.coerce.number()` read it with `Number()`, so
 * `0x1`, `1e0` and `0b1` named row 1 and a blank named 0; those are 422 now, with the message of a
 * wrong type ("must be a number"). A number (a JSON body) passes to `schema` as it is, and the
 * OpenAPI document still says `integer`.
 */
export const decimalParam = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (typeof value === 'string' && DECIMAL.test(value) ? Number(value) : value), schema);

/** A row id in a path or query string (text on the wire). */
export const rowIdParam = () => decimalParam(rowId());

/**
 * Text a learner types that the server may store. PostgreSQL refuses U+0000 in `text`,
 * so it is refused here with 422 rather than stripped silently (issue 8). Chain the
 * field's own rules after it: `inputText().trim().max(255)`.
 */
export const inputText = () =>
  z.string().refine((v) => !v.includes('\u0000'), 'Must not contain the NUL character.');
