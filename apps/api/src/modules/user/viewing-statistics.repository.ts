/** Hours to one decimal place (docs/spec-gaps.md: the spec names the field, not its precision). */
export const toViewedHours = (seconds: number) => Math.round(seconds / 360) / 10;
