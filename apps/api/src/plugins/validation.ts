import { validatorCompiler as zodValidatorCompiler } from 'fastify-type-provider-zod';
import { message } from '../lib/messages.js';
import { currentLanguage } from '../lib/validation-texts.js';

/** fastify-type-provider-zod's mark of its issues: the error handler answers them as 422 on the field. */
const ZOD_ISSUE = Symbol.for('ZodFastifySchemaValidationError');
/** Issues named at most: a hostile body can hold a million bad strings. */
const ISSUES_AT_MOST = 20;

/** ES2024's String.prototype.isWellFormed (Node 20+), beyond the ES2023 library types of this package. */
const isWellFormed = (text: string) => (text as string & { isWellFormed(): boolean }).isWellFormed();

type Fault = 'fieldHasNul' | 'fieldHasLoneSurrogate';

/** U+0000, or a surrogate without its other half (a JSON `\ud800` escape makes one). */
function faultOf(text: string): Fault | null {
  if (text.includes('\u0000')) return 'fieldHasNul';
  return isWellFormed(text) ? null : 'fieldHasLoneSurrogate';
}

/** Parsed JSON, a form, a query, path parameters; not a Buffer body, whose bytes are no text. */
function holdsTexts(value: unknown): value is object {
  return (
    value !== null && typeof value === 'object' && !ArrayBuffer.isView(value) && !(value instanceof Date)
  );
}

interface Found {
  path: string[];
  fault: Fault;
}

/**
 * Every string of a request part, values and keys, walked without recursion (a JSON body may
 * nest deeper than the stack). A bad key is reported on the object that holds it: the key itself
 * is not a text worth echoing.
 */
function unstorableTexts(data: unknown): Found[] {
  const found: Found[] = [];
  const stack: { value: unknown; path: string[] }[] = [{ value: data, path: [] }];
  while (stack.length > 0 && found.length < ISSUES_AT_MOST) {
    const { value, path } = stack.pop()!;
    if (typeof value === 'string') {
      const fault = faultOf(value);
      if (fault) found.push({ path, fault });
    } else if (holdsTexts(value)) {
      // Children pushed last to first, so they are met in their own order.
      const entries = Object.entries(value);
      for (let i = entries.length - 1; i >= 0; i--) {
        const [key, item] = entries[i]!;
        const fault = Array.isArray(value) ? null : faultOf(key);
        if (fault) found.push({ path, fault });
        stack.push({ value: item, path: [...path, key] });
      }
    }
  }
  return found;
}

/**
 * The route schemas' validator (fastify-type-provider-zod's), preceded by one check for every
 * body, query, path and form field of every route: text PostgreSQL cannot store (NUL, a lone
 * UTF-16 surrogate) is refused with 422 on the field here, once, rather than by each schema or as
 * a 500 from the database (issue 8, issue 25; decision 097). Refused, not repaired: a changed
 * text would be stored as something the person did not send.
 */
export const validatorCompiler: typeof zodValidatorCompiler = (route) => {
  const validate = zodValidatorCompiler(route);
  return (data) => {
    const found = unstorableTexts(data);
    if (found.length === 0) return validate(data);
    const lang = currentLanguage();
    return {
      error: found.map(({ path, fault }) => ({
        [ZOD_ISSUE]: true,
        keyword: 'custom',
        instancePath: `/${path.join('/')}`,
        schemaPath: '#',
        params: {},
        message: message(fault, lang),
      })),
    };
  };
};
