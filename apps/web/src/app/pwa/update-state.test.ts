import { describe, expect, it } from 'vitest';
import { nextUpdateState, type UpdateEvent, type UpdateState, updateEffect } from './update-state';

/** Runs events from `current`, collecting the states and the reloads they cause. */
function run(events: UpdateEvent[]): { states: UpdateState[]; reloads: number } {
  let state: UpdateState = 'current';
  const states: UpdateState[] = [];
  let reloads = 0;
  for (const event of events) {
    if (updateEffect(state, event) === 'reload') reloads += 1;
    state = nextUpdateState(state, event);
    states.push(state);
  }
  return { states, reloads };
}

describe('update prompt states (decision 066)', () => {
  it('shows the notice when a new worker waits, and reloads once after "Update" and the takeover', () => {
    expect(run(['waiting', 'update', 'controlling'])).toEqual({
      states: ['available', 'updating', 'current'],
      reloads: 1,
    });
  });

  it('"Later" hides the notice and never reloads', () => {
    expect(run(['waiting', 'later'])).toEqual({ states: ['available', 'later'], reloads: 0 });
  });

  it('a newer release after "Later" shows the notice again', () => {
    expect(run(['waiting', 'later', 'waiting']).states).toEqual(['available', 'later', 'available']);
  });

  it('a takeover nobody asked for (first install claiming the page, other tabs closed) does not reload', () => {
    expect(run(['controlling'])).toEqual({ states: ['current'], reloads: 0 });
    expect(run(['waiting', 'later', 'controlling'])).toEqual({
      states: ['available', 'later', 'later'],
      reloads: 0,
    });
  });

  it('"Update" or "Later" without a waiting worker change nothing', () => {
    expect(run(['update', 'later', 'controlling'])).toEqual({
      states: ['current', 'current', 'current'],
      reloads: 0,
    });
  });

  it('another waiting worker during the takeover keeps the reload that was asked for', () => {
    expect(run(['waiting', 'update', 'waiting', 'controlling'])).toEqual({
      states: ['available', 'updating', 'updating', 'current'],
      reloads: 1,
    });
  });
});
