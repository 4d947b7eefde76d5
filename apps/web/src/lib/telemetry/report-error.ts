/**
 * Hands an error to the error reporter (issue 4: a Sentry-compatible DSN, when configured).
 * Tiny and in the entry: the reporter itself is downloaded only when a DSN exists
 * (app/telemetry.ts), and errors that happen before it arrives wait in a short queue.
 */
export const REPORT_ERROR_EVENT = 'cp:report-error';

const EARLY_LIMIT = 10;
const early: unknown[] = [];
let listening = false;

/** Called by the reporter when it starts: the errors it missed, oldest first. */
export function takeEarlyErrors(): unknown[] {
  listening = true;
  return early.splice(0);
}

export function reportError(error: unknown): void {
  if (!listening) {
    if (early.length < EARLY_LIMIT) early.push(error);
    return;
  }
  window.dispatchEvent(new CustomEvent(REPORT_ERROR_EVENT, { detail: error }));
}
