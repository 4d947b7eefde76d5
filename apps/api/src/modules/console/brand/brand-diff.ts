/** What a save changes: the fields given whose value differs from the stored one. */
export type Changes = Record<string, { before: unknown; after: unknown }>;

/** JSON with object keys sorted: jsonb columns come back with their keys in its own order. */
function canonical(value: unknown): string {
  return JSON.stringify(value ?? null, (_key, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : v,
  );
}

const same = (a: unknown, b: unknown) => canonical(a) === canonical(b);

/**
 * The fields of `given` (undefined ones are not given) that differ from `stored`, with both
 * values: what the audit line records and what the update writes.
 */
export function changedFields(stored: object, given: object): Changes {
  const changes: Changes = {};
  const before = stored as Record<string, unknown>;
  for (const [key, after] of Object.entries(given)) {
    if (after === undefined || same(before[key], after)) continue;
    changes[key] = { before: before[key] ?? null, after };
  }
  return changes;
}
