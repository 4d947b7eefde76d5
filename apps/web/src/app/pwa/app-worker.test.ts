import { describe, expect, it, vi } from 'vitest';
import { startAppWorker } from './app-worker';
import { SKIP_WAITING } from './pwa-messages';
import type { UpdateState } from './update-state';

/** A worker as the page sees it: a state, its changes, the messages posted to it. */
class FakeWorker extends EventTarget {
  state: ServiceWorkerState = 'installing';
  readonly posted: unknown[] = [];
  postMessage(message: unknown) {
    this.posted.push(message);
  }
  become(state: ServiceWorkerState) {
    this.state = state;
    this.dispatchEvent(new Event('statechange'));
  }
}

class FakeRegistration extends EventTarget {
  installing: FakeWorker | null = null;
  waiting: FakeWorker | null = null;
  active: FakeWorker | null = null;
  /** A new worker installs; behind an active one it then waits, as browsers do. */
  install(worker: FakeWorker) {
    this.installing = worker;
    this.dispatchEvent(new Event('updatefound'));
    this.installing = null;
    this.waiting = worker;
    worker.become('installed');
  }
}

function setUp(registration: FakeRegistration | Error | undefined) {
  const container = new EventTarget() as EventTarget & { register: ReturnType<typeof vi.fn> };
  container.register = vi.fn(() =>
    registration instanceof Error ? Promise.reject(registration) : Promise.resolve(registration),
  );
  const states: UpdateState[] = [];
  const reload = vi.fn();
  const worker = startAppWorker(
    '/class/sw.js',
    '/class/',
    (state) => states.push(state),
    reload,
    container as unknown as ServiceWorkerContainer,
  );
  const settled = () => new Promise((resolve) => setTimeout(resolve, 0));
  return { container, states, reload, worker, settled };
}

describe('startAppWorker', () => {
  it('registers the worker at its URL and scope', async () => {
    const { container, settled } = setUp(new FakeRegistration());
    await settled();
    expect(container.register).toHaveBeenCalledWith('/class/sw.js', { scope: '/class/' });
  });

  it('says an update waits when a worker already waited at start', async () => {
    const registration = new FakeRegistration();
    registration.active = new FakeWorker();
    registration.waiting = new FakeWorker();
    const { states, settled } = setUp(registration);
    await settled();
    expect(states).toEqual(['available']);
  });

  it('leaves the first install alone: it waits behind no worker, and its claim reloads nothing', async () => {
    const registration = new FakeRegistration();
    const { container, states, reload, settled } = setUp(registration);
    await settled();
    registration.install(new FakeWorker());
    container.dispatchEvent(new Event('controllerchange'));
    expect(states).toEqual(['current']);
    expect(reload).not.toHaveBeenCalled();
  });

  it('offers a new release; "Update" tells the waiting worker, and its takeover reloads the page', async () => {
    const registration = new FakeRegistration();
    registration.active = new FakeWorker();
    const { container, states, reload, worker, settled } = setUp(registration);
    await settled();
    const next = new FakeWorker();
    registration.install(next);
    expect(states).toEqual(['available']);
    worker.update();
    expect(next.posted).toEqual([SKIP_WAITING]);
    expect(reload).not.toHaveBeenCalled();
    container.dispatchEvent(new Event('controllerchange'));
    expect(states).toEqual(['available', 'updating', 'current']);
    expect(reload).toHaveBeenCalledOnce();
  });

  it('"Later" hides the offer, and a takeover the learner did not ask for reloads nothing', async () => {
    const registration = new FakeRegistration();
    registration.active = new FakeWorker();
    const { container, states, reload, worker, settled } = setUp(registration);
    await settled();
    registration.install(new FakeWorker());
    worker.later();
    container.dispatchEvent(new Event('controllerchange'));
    expect(states).toEqual(['available', 'later', 'later']);
    expect(reload).not.toHaveBeenCalled();
  });

  it('keeps the app working when the browser answers the registration with nothing', async () => {
    // Playwright's blocked workers do this; reading the answer's `waiting` threw in the page.
    const { states, worker, settled } = setUp(undefined);
    await settled();
    worker.later();
    expect(states).toEqual(['current']);
  });

  it('keeps the app working when no worker can be registered', async () => {
    const { states, worker, settled } = setUp(new Error('blocked'));
    await settled();
    worker.update();
    expect(states).toEqual(['current']);
  });
});
