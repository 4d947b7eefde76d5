import { z } from 'zod';
import { DEFAULT_PER_PAGE, LANGUAGES, type Language, MAX_PER_PAGE } from './constants.js';
import { decimalParam } from './input-fields.js';

const page = decimalParam(z.number().int().min(1).max(1_000_000)).default(1);
const perPage = decimalParam(z.number().int().min(1).max(MAX_PER_PAGE));

/**
 * `page` and `per-page` of a list the spec's client pages through (chat messages, points
 * history): DEFAULT_PER_PAGE rows unless `per-page` says otherwise.
 */
export const pageQuery = z.object({ page, 'per-page': perPage.default(DEFAULT_PER_PAGE) });
export type PageQuery = z.infer<typeof pageQuery>;

/**
 * `page` and `per-page` of a list the spec's client reads whole (courses, streams, homework,
 * chats, a course's stages and days: spec 02 §7 calls them without paging): every row on one
 * page unless `per-page` is given, so such a client never loses the eleventh (issue 29). The
 * `x-pagination-*` headers come either way.
 */
export const wholeListQuery = z.object({ page, 'per-page': perPage.optional() });
export type WholeListQuery = z.infer<typeof wholeListQuery>;
/** Either kind of list query: `per-page` absent means the whole list. */
export type ListQuery = PageQuery | WholeListQuery;

/**
 * A supported language named by a `lang` value: `ru`, `en`, `es`, or a tag of one (`ru-RU`,
 * `EN`); anything else is no language (the caller falls back).
 */
export function languageOfTag(value: unknown): Language | undefined {
  if (typeof value !== 'string') return undefined;
  const primary = value.trim().slice(0, 2).toLowerCase();
  const rest = value.trim().slice(2);
  if (rest !== '' && !/^[-_]/.test(rest)) return undefined;
  return (LANGUAGES as readonly string[]).includes(primary) ? (primary as Language) : undefined;
}

/**
 * `lang` on every call (spec 01 §7). A language the school does not speak is not an error: the
 * server answers in the request's Accept-Language, else the school's default language, as the
 * spec's server does (issue 29); the parsed value is then undefined.
 */
export const langQuery = z.object({
  lang: z
    .unknown()
    .optional()
    .transform((value) => languageOfTag(value))
    .meta({ type: 'string', description: 'ru, en or es; any other value means the default' }),
});

/**
 * A comma-separated list of the names a route offers (`expand=a,b.c`, `fields=id,title`).
 * A name the route does not offer is left out, as the spec's Yii server does, so a client
 * written against the spec that asks for a relation we do not serve still gets its answer
 * (issue 29; decision 120 replaces decision 003's 422). A value over 2000 characters is no
 * list a client sends: it stays a 422.
 */
function nameListQuery<const T extends readonly [string, ...string[]]>(param: string, names: T) {
  const allowed = new Set<string>(names);
  return z
    .string()
    .max(2000)
    .optional()
    .transform(
      (value) =>
        (value ?? '')
          .split(',')
          .map((s) => s.trim())
          .filter((name) => allowed.has(name)) as T[number][],
    )
    .meta({ description: `${param}: comma-separated, of ${names.join(', ')}; other names are ignored` });
}

export const expandQuery = <const T extends readonly [string, ...string[]]>(names: T) =>
  nameListQuery('expand', names);
export const fieldsQuery = <const T extends readonly [string, ...string[]]>(names: T) =>
  nameListQuery('fields', names);
