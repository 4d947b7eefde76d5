import { z } from 'zod';
import { DEFAULT_PER_PAGE, MAX_PER_PAGE } from './constants.js';

/** `page` and `per-page` query parameters; both positive integers. */
export const pageQuery = z.object({
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
  'per-page': z.coerce.number().int().min(1).max(MAX_PER_PAGE).default(DEFAULT_PER_PAGE),
});
export type PageQuery = z.infer<typeof pageQuery>;

/** `lang` on every call (spec 01 §7); unknown languages are refused by the schema. */
export const langQuery = z.object({ lang: z.enum(['ru', 'en', 'es']).optional() });

/**
 * A comma-separated list restricted to the names a route offers (`expand=a,b.c`,
 * `fields=id,title`). Unknown names are a validation error rather than silently
 * ignored, so a typo is visible.
 */
function nameListQuery<const T extends readonly [string, ...string[]]>(param: string, names: T) {
  const allowed = new Set<string>(names);
  return z
    .string()
    .max(500)
    .optional()
    .transform((value, ctx) => {
      const list = (value ?? '')
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean);
      for (const name of list) {
        if (!allowed.has(name)) {
          ctx.addIssue({
            code: 'custom',
            message: `Unknown ${param} "${name}"; allowed: ${names.join(', ')}`,
          });
          return z.NEVER;
        }
      }
      return list as T[number][];
    });
}

export const expandQuery = <const T extends readonly [string, ...string[]]>(names: T) =>
  nameListQuery('expand', names);
export const fieldsQuery = <const T extends readonly [string, ...string[]]>(names: T) =>
  nameListQuery('fields', names);
