/**
 * Stripe's request bodies: `application/x-www-form-urlencoded` with bracket notation
 * (`line_items[0][price_data][unit_amount]=1000`, `metadata[order_id]=7`, `expand[]=x`), the way
 * Stripe's SDKs encode them (indices for arrays). Values stay strings, as on Stripe's side;
 * each endpoint coerces what it reads.
 */

export type FormValue = string | FormValue[] | { [key: string]: FormValue };
export type FormObject = { [key: string]: FormValue };

export class FormError extends Error {
  constructor(
    message: string,
    readonly param: string,
  ) {
    super(message);
  }
}

/** `a[b][0][c]` -> ['a', 'b', '0', 'c']; `expand[]` -> ['expand', '']. */
function keyPath(key: string): string[] {
  const open = key.indexOf('[');
  if (open === -1) return [key];
  const path = [key.slice(0, open)];
  const rest = key.slice(open);
  const part = /\[([^[\]]*)\]/g;
  let consumed = 0;
  for (let m = part.exec(rest); m; m = part.exec(rest)) {
    if (m.index !== consumed) throw new FormError(`Invalid parameter name: ${key}`, key);
    path.push(m[1] ?? '');
    consumed = m.index + m[0].length;
  }
  if (consumed !== rest.length) throw new FormError(`Invalid parameter name: ${key}`, key);
  return path;
}

const isIndex = (segment: string) => segment === '' || /^\d+$/.test(segment);

export function parseForm(body: string): FormObject {
  const root: FormObject = {};
  for (const [key, value] of new URLSearchParams(body)) {
    const path = keyPath(key);
    // biome-ignore lint/suspicious/noExplicitAny: a tree built from untyped keys
    let node: any = root;
    for (let i = 0; i < path.length; i++) {
      const segment = path[i] as string;
      const last = i === path.length - 1;
      const next = path[i + 1];
      const slot = Array.isArray(node) ? (segment === '' ? node.length : Number(segment)) : segment;
      if (Array.isArray(node) && !isIndex(segment)) throw new FormError(`Invalid array: ${key}`, key);
      if (!Array.isArray(node) && segment === '') throw new FormError(`Invalid parameter name: ${key}`, key);
      if (last) {
        if (node[slot] !== undefined && typeof node[slot] !== 'string') {
          throw new FormError(`Invalid parameter: ${key}`, key);
        }
        node[slot] = value;
        break;
      }
      if (node[slot] === undefined) node[slot] = isIndex(next as string) ? [] : {};
      if (typeof node[slot] !== 'object') throw new FormError(`Invalid parameter: ${key}`, key);
      node = node[slot];
    }
  }
  return compactArrays(root) as FormObject;
}

/** `a[0]=x&a[2]=y` has a hole at 1: Stripe's SDKs never send one, so the list closes up. */
function compactArrays(value: FormValue): FormValue {
  if (Array.isArray(value)) return value.filter((v) => v !== undefined).map(compactArrays);
  if (typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, compactArrays(v)]));
  }
  return value;
}

/** The reverse, for tests and for clients without an SDK. */
export function encodeForm(data: Record<string, unknown>, prefix = ''): string {
  const parts: string[] = [];
  for (const [key, value] of Object.entries(data)) {
    if (value === undefined) continue;
    const name = prefix ? `${prefix}[${key}]` : key;
    if (value !== null && typeof value === 'object') {
      const entries = Array.isArray(value)
        ? Object.fromEntries(value.map((v, i) => [String(i), v]))
        : (value as Record<string, unknown>);
      const inner = encodeForm(entries, name);
      if (inner) parts.push(inner);
    } else {
      parts.push(`${encodeURIComponent(name)}=${encodeURIComponent(value === null ? '' : String(value))}`);
    }
  }
  return parts.join('&');
}
