/** A 401 from any call: the session is over; the app signs out and shows the sign-in screen. */
const listeners = new Set<() => void>();

export function onUnauthorized(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function emitUnauthorized(): void {
  for (const listener of listeners) listener();
}
