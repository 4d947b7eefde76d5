/**
 * The school's wall-clock time <-> instants (the schedule's zone, decision 055), so the expert
 * picks "another time" as the learner will read it.
 */
function parts(ms: number, timeZone: string) {
  const f = new Intl.DateTimeFormat('en-GB', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
  });
  return Object.fromEntries(f.formatToParts(ms).map((p) => [p.type, p.value]));
}

/** `YYYY-MM-DDTHH:MM` (a datetime-local value) of `ms` in the zone. */
export function toLocalInput(ms: number, timeZone: string): string {
  const p = parts(ms, timeZone);
  return `${p.year}-${p.month}-${p.day}T${p.hour}:${p.minute}`;
}

/** The instant of a datetime-local value read in the zone; null when the value is not a time. */
export function fromLocalInput(value: string, timeZone: string): number | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(value);
  if (!m) return null;
  const guess = Date.UTC(+m[1]!, +m[2]! - 1, +m[3]!, +m[4]!, +m[5]!);
  const offset = (at: number) => {
    const p = parts(at, timeZone);
    return Date.UTC(+p.year!, +p.month! - 1, +p.day!, +p.hour!, +p.minute!) - at;
  };
  let at = guess - offset(guess);
  at = guess - offset(at);
  return toLocalInput(at, timeZone) === value ? at : null;
}

/** A date and time in the school's zone, with the zone's short name. */
export function formatInZone(ms: number, language: string, timeZone: string): string {
  return new Intl.DateTimeFormat(language, {
    timeZone,
    // dateStyle cannot go with timeZoneName: the parts are named one by one.
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    timeZoneName: 'short',
  }).format(ms);
}
