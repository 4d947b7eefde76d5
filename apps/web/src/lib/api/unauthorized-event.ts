/**
 * spec 01 §4: a 401 from any call triggers a global logout. The API client only
 * announces it; the app (which owns the router) decides how to log out.
 */
type Listener = () => void;
const listeners = new Set<Listener>();

export function onUnauthorized(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function emitUnauthorized(): void {
  for (const listener of listeners) listener();
}
