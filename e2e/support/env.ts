// Where the end-to-end tests find the server. Shared by playwright.config.ts and the tests so
// that the ports, the data folder and the two schools' addresses are written down once.
import path from 'node:path';

/**
 * Each Playwright worker has a server stack of its own (decision 102): its own database, seeded
 * with its own demo schools and learners, and its own ports, so two workers never sign the same
 * learner in twice or change a school the other is looking at. Stack `i` listens on
 * BASE_PORT + 10·i; the ports above a stack's own (+2 the social sign-in server, +3/+4 the
 * telemetry pair, +6/+7 the offline app's server) stay inside its block of ten.
 */
const BASE_PORT = Number(process.env.CP_E2E_PORT) || 8181;
const PORT_BLOCK = 10;

/** How many workers, hence stacks: CP_E2E_WORKERS, else 2 (decision 102). */
export const STACKS = Math.max(1, Number(process.env.CP_E2E_WORKERS) || 2);

/** The port of stack `index`'s balancer (or its one process). */
export const stackPort = (index: number) => BASE_PORT + PORT_BLOCK * index;

/**
 * This worker's stack: Playwright numbers its workers 0..workers-1 (TEST_PARALLEL_INDEX, set
 * before this file loads); the runner itself, which has none, is stack 0's. Two workers on one
 * stack would collide, so more workers than stacks is refused.
 */
const STACK = Number(process.env.TEST_PARALLEL_INDEX ?? 0);
if (STACK >= STACKS)
  throw new Error(`worker ${STACK} has no server stack: set CP_E2E_WORKERS (${STACKS} now), not --workers`);

/**
 * Port of the stack this worker talks to: 8181 for the first, or CP_E2E_PORT so that two runs on
 * one machine do not collide.
 */
export const E2E_PORT = stackPort(STACK);

/** The data folder (DATA_DIR) of stack `index`, inside the run's own (made by the config). */
export const stackDataDir = (index: number) => path.join(process.env.CP_E2E_DATA_DIR ?? '', `stack-${index}`);

/** This worker's stack's DATA_DIR: the tests read the mail outbox there. */
export const E2E_DATA_DIR = stackDataDir(STACK);

/**
 * The server seeds two schools on the same port, told apart by the request's host
 * (ARCHITECTURE §1, tenancy). Each has its own demo learner.
 */
export const SCHOOL_URLS = {
  /** The default school: Playwright's baseURL. */
  localhost: `http://localhost:${E2E_PORT}/class/`,
  /** The second school, to check that data and tokens do not cross schools. */
  loopbackIp: `http://127.0.0.1:${E2E_PORT}/class/`,
  /** Resolves to the test server (see playwright.config.ts) but belongs to no school. */
  unknown: `http://no-such-school.test:${E2E_PORT}/class/`,
} as const;

export const BASE_URL = SCHOOL_URLS.localhost;

/** Readiness probe of a stack; 127.0.0.1 so that it never depends on how localhost resolves. */
export const readyUrl = (index: number) => `http://127.0.0.1:${stackPort(index)}/readyz`;
export const READY_URL = readyUrl(STACK);
