/**
 * `fields=a,b` of the wire format: keeps the named fields of a resource, and
 * any relation that `expand` added. No `fields` keeps everything.
 */
export function narrow<T extends object>(
  resource: T,
  fields: readonly string[],
  expanded: readonly string[],
) {
  if (fields.length === 0) return resource;
  const keep = new Set([...fields, ...expanded]);
  return Object.fromEntries(Object.entries(resource).filter(([key]) => keep.has(key))) as Partial<T>;
}
