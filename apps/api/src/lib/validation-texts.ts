import { LANGUAGES, type Language } from '@cp/contract';
import { z } from 'zod';
import { message } from './messages.js';
import { currentScope } from './request-scope.js';

/** The fields of a raw issue the texts use (zod 4's `$ZodRawIssue`, read loosely). */
interface RawIssue {
  code?: string;
  input?: unknown;
  expected?: string;
  origin?: string;
  minimum?: number | bigint;
  maximum?: number | bigint;
  inclusive?: boolean;
  values?: readonly unknown[];
  format?: string;
  divisor?: number;
  keys?: readonly string[];
}

/** At most this many allowed values or unknown keys are named; an enum can be long. */
const LISTED_AT_MOST = 10;
/** An unknown key is the caller's text: named shortened. */
const KEY_SHOWN_CHARS = 40;

function listed(items: readonly unknown[], shown: (item: unknown) => string): string {
  const named = items.slice(0, LISTED_AT_MOST).map(shown).join(', ');
  return items.length > LISTED_AT_MOST ? `${named}, …` : named;
}

const DATE_FORMATS = new Set(['date', 'datetime', 'time', 'duration']);

function typeText(issue: RawIssue, lang: Language): string {
  if (issue.input === undefined) return message('fieldRequired', lang);
  switch (issue.expected) {
    case 'string':
      return message('fieldMustBeText', lang);
    case 'number':
    case 'bigint':
      return message('fieldMustBeNumber', lang);
    case 'int':
      return message('fieldMustBeWholeNumber', lang);
    case 'boolean':
      return message('fieldMustBeBoolean', lang);
    case 'array':
    case 'tuple':
    case 'set':
      return message('fieldMustBeList', lang);
    case 'object':
    case 'record':
    case 'map':
      return message('fieldMustBeObject', lang);
    default:
      return message('fieldWrongType', lang);
  }
}

function sizeText(issue: RawIssue, lang: Language, small: boolean): string {
  const n = Number(small ? issue.minimum : issue.maximum);
  const counted =
    issue.origin === 'string' ? 'text' : issue.origin === 'array' || issue.origin === 'set' ? 'list' : null;
  if (counted) {
    if (small && n === 1) return message('fieldBlank', lang);
    if (counted === 'text') return message(small ? 'fieldTextTooShort' : 'fieldTextTooLong', lang, { n });
    return message(small ? 'fieldListTooShort' : 'fieldListTooLong', lang, { n });
  }
  if (small)
    return message(issue.inclusive === false ? 'fieldNumberNotAbove' : 'fieldNumberTooSmall', lang, { n });
  return message(issue.inclusive === false ? 'fieldNumberNotBelow' : 'fieldNumberTooBig', lang, { n });
}

function formatText(issue: RawIssue, lang: Language): string {
  if (issue.format === 'email') return message('fieldNotEmail', lang);
  if (issue.format === 'url') return message('fieldNotLink', lang);
  if (issue.format && DATE_FORMATS.has(issue.format)) return message('fieldNotDate', lang);
  return message('fieldWrongFormat', lang);
}

/**
 * Our text, in `lang`, for an issue the schema raised without a text of its own (a schema's own
 * text, such as "Email cannot be blank.", is kept: the library asks for this one only without it).
 */
export function issueText(issue: RawIssue, lang: Language): string {
  switch (issue.code) {
    case 'invalid_type':
      return typeText(issue, lang);
    case 'too_small':
      return sizeText(issue, lang, true);
    case 'too_big':
      return sizeText(issue, lang, false);
    case 'invalid_format':
      return formatText(issue, lang);
    case 'not_multiple_of':
      return message('fieldNotMultiple', lang, { n: String(issue.divisor) });
    case 'invalid_value':
      return message('fieldNotOneOf', lang, { values: listed(issue.values ?? [], (v) => JSON.stringify(v)) });
    case 'unrecognized_keys':
      return message('fieldUnknownKeys', lang, {
        keys: listed(issue.keys ?? [], (k) => String(k).slice(0, KEY_SHOWN_CHARS)),
      });
    default:
      // A union none of whose shapes fits, a bad record key or map element, a bare refine.
      return message('fieldInvalid', lang);
  }
}

/** The language of the request in progress (decision 086's scope); English outside one (boot, CLI). */
export function currentLanguage(): Language {
  const lang = currentScope()?.lang?.();
  return lang && (LANGUAGES as readonly string[]).includes(lang) ? lang : 'en';
}

/**
 * Every issue without a text of its own gets ours, in the language of the request being served:
 * installed once for the whole process, so the route schemas, the services' own checks and the
 * console's draft problems all speak the person's language (decision 097).
 */
export function installValidationTexts() {
  z.config({ customError: (issue) => issueText(issue as RawIssue, currentLanguage()) });
}
