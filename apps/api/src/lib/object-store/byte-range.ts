/**
 * One range of an HTTP Range header (RFC 9110 §14.1.2) as @fastify/static's `send` takes it:
 * - `null`: no usable header (absent, another unit, malformed, several ranges): the whole object;
 * - `{ start, end? }`: from `start` (to `end`, inclusive);
 * - `{ suffix }`: the last `suffix` bytes.
 */
export type RangeAsk = { start: number; end?: number | undefined } | { suffix: number } | null;

export function parseRangeHeader(header: string | undefined): RangeAsk {
  const match = /^bytes=(\d*)-(\d*)$/.exec(header?.trim() ?? '');
  if (!match) return null;
  const [, from, to] = match;
  if (from === '' && to === '') return null;
  if (from === '') return { suffix: Number(to) };
  const start = Number(from);
  if (to === '') return { start };
  return { start, end: Number(to) };
}

/** The inclusive bytes of `ask` in an object of `size`, or null when none can be served (416). */
export function satisfiable(
  ask: Exclude<RangeAsk, null>,
  size: number,
): { start: number; end: number } | null {
  if ('suffix' in ask) {
    if (ask.suffix === 0 || size === 0) return null;
    return { start: Math.max(0, size - ask.suffix), end: size - 1 };
  }
  if (ask.start >= size || (ask.end !== undefined && ask.end < ask.start)) return null;
  return { start: ask.start, end: Math.min(ask.end ?? size - 1, size - 1) };
}
