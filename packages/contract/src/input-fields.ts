import { z } from 'zod';

/** The largest id a PostgreSQL `integer` column holds: a larger id in a path, body or filter is 422, not 500 (issue 8). */
export const MAX_ROW_ID = 2_147_483_647;

/** A row id in a JSON body. */
export const rowId = () => z.number().int().positive().max(MAX_ROW_ID);
/** A row id in a path or query string (text on the wire). */
export const rowIdParam = () => z.coerce.number().int().positive().max(MAX_ROW_ID);

/**
 * Text a learner types that the server may store. PostgreSQL refuses U+0000 in `text`,
 * so it is refused here with 422 rather than stripped silently (issue 8). Chain the
 * field's own rules after it: `inputText().trim().max(255)`.
 */
export const inputText = () =>
  z.string().refine((v) => !v.includes('\u0000'), 'Must not contain the NUL character.');
