/**
 * The update prompt's states (decision 066):
 * - `current`: the running app is the newest the worker knows;
 * - `available`: a new worker is installed and waits: the notice shows;
 * - `later`: the learner chose "Later": hidden until the next start (the worker keeps waiting and
 *   takes over when every tab of the app is closed, as browsers do);
 * - `updating`: the learner chose "Update": the waiting worker was asked to take over, and the
 *   page reloads once it controls the page (`controlling`), on the new release's files.
 */
export type UpdateState = 'current' | 'available' | 'later' | 'updating';

export type UpdateEvent =
  /** A new worker finished installing and waits (or already waited when the page started). */
  | 'waiting'
  | 'later'
  | 'update'
  /** Another worker took control of the page. */
  | 'controlling';

/** What the page does on entering a state: nothing, or reload onto the new worker's files. */
export type UpdateEffect = 'none' | 'reload';

export function nextUpdateState(state: UpdateState, event: UpdateEvent): UpdateState {
  switch (event) {
    case 'waiting':
      // A newer release while the learner said "Later" to the previous one is news again.
      return state === 'updating' ? state : 'available';
    case 'later':
      return state === 'available' ? 'later' : state;
    case 'update':
      return state === 'available' ? 'updating' : state;
    case 'controlling':
      // Only a takeover the learner asked for reloads; a worker taking over after the other tabs
      // closed (or the first install claiming the page) leaves the screen alone.
      return state === 'updating' ? 'current' : state;
  }
}

/** The reload belongs to the takeover the learner asked for, never to another. */
export function updateEffect(state: UpdateState, event: UpdateEvent): UpdateEffect {
  return state === 'updating' && event === 'controlling' ? 'reload' : 'none';
}
