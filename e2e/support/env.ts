// Where the end-to-end tests find the server. Shared by playwright.config.ts and the tests so
// that the port and the two schools' addresses are written down once.

/**
 * Port of the API started by Playwright's webServer (reuseExistingServer is off): 8181, or
 * CP_E2E_PORT so that two runs on one machine do not collide.
 */
export const E2E_PORT = Number(process.env.CP_E2E_PORT) || 8181;

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

/** Readiness probe of the API; 127.0.0.1 so that it never depends on how localhost resolves. */
export const READY_URL = `http://127.0.0.1:${E2E_PORT}/readyz`;
