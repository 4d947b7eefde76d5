/** Server timestamps on the wire are seconds (spec 01 §9). */
export function toSeconds(date: Date | null | undefined): number | null {
  return date ? Math.floor(date.getTime() / 1000) : null;
}
