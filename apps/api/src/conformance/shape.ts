/**
 * What a client written against docs/spec checks of an answer: the fields the spec names are
 * there, with the type it reads them as. An extra field is fine (the spec's client ignores
 * it); a missing or renamed one, or another type, is not. Written for the conformance suite,
 * apart from packages/contract, which is what the suite checks.
 */

/** A JSON type, `|`-joined for a choice: `number`, `string|null`, `array`, `object`, `0|1`. */
export type FieldType = string;
export interface Shape {
  [field: string]: FieldType | Shape | [Shape];
}

function typeOf(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  return typeof value;
}

function matches(value: unknown, type: FieldType): boolean {
  return type.split('|').some((t) => {
    if (t === '0' || t === '1') return value === Number(t);
    if (t === 'integer') return Number.isInteger(value);
    return typeOf(value) === t;
  });
}

/**
 * Every way `value` misses `shape`, as `path: what`; empty when it fits. A nested shape checks
 * an object (or takes null: the spec's nullable relations); `[shape]` checks each item of an array.
 */
export function shapeErrors(value: unknown, shape: Shape, path = ''): string[] {
  if (typeOf(value) !== 'object') return [`${path || 'answer'}: expected an object, got ${typeOf(value)}`];
  const object = value as Record<string, unknown>;
  const errors: string[] = [];
  for (const [field, type] of Object.entries(shape)) {
    const at = path ? `${path}.${field}` : field;
    if (!Object.hasOwn(object, field)) {
      errors.push(`${at}: missing`);
      continue;
    }
    const got = object[field];
    if (typeof type === 'string') {
      if (!matches(got, type)) errors.push(`${at}: expected ${type}, got ${JSON.stringify(got)}`);
    } else if (Array.isArray(type)) {
      if (!Array.isArray(got)) errors.push(`${at}: expected an array, got ${typeOf(got)}`);
      else errors.push(...got.flatMap((item, i) => shapeErrors(item, type[0], `${at}[${i}]`)));
    } else if (got !== null) {
      errors.push(...shapeErrors(got, type, at));
    }
  }
  return errors;
}
