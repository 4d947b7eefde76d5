import type { LaunchOptions } from '@playwright/test';

// Which Chromium runs a test (decision 101). Both are Debian's, never a downloaded build.

/**
 * Without the background-networking flags Chromium keeps calling Google services, which fail
 * slowly on a closed network.
 */
const args = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  // Any *.test host reaches the test server: an address no school owns, for the
  // configuration-failure test (a real 404 from the real server, not a mocked answer).
  '--host-resolver-rules=MAP *.test 127.0.0.1',
  // V8's optimising compilers (Maglev, TurboFan) off: a test's page lives seconds, and compiling
  // its hot code again, optimised, took a fifth of the renderer's CPU (the learner's tour on the
  // phone: 32 CPU-s against 24; journeys and lessons: 65 against 52; decision 128). The code runs
  // as written either way; only its speed differs, and no test times the page's JavaScript.
  '--js-flags=--no-opt --no-maglev',
];

/**
 * The old headless shell, the build Playwright itself runs headless tests in: without the full
 * browser's UI and GPU processes it opens a page in a third of the time and takes about 40% less
 * CPU per test on a 2-core machine. Every test runs in it unless it says otherwise.
 */
export const headlessShell: LaunchOptions = {
  executablePath: process.env.CHROMIUM_HEADLESS_SHELL_PATH || '/usr/bin/chromium-headless-shell',
  args,
};

/**
 * The browser a learner has, for what the shell lacks: Web Push (the shell has no notification
 * permission prompt and no push service). The two-device journey runs in it too, so one whole
 * journey with the service worker, downloads and a second sign-in is proven in the learner's own
 * browser. A file or a describe asks for it with `test.use(learnersBrowser)`, which gives it a
 * worker of its own.
 */
export const learnersChromium: LaunchOptions = {
  executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
  args,
};

/** `test.use` where Web Push is tested: the learner's browser, with the app's worker allowed. */
export const learnersBrowser = { launchOptions: learnersChromium, serviceWorkers: 'allow' } as const;

/**
 * `test.use` of the files that test the service worker itself (offline use, the downloads kept on
 * the device): the app's worker allowed, in the headless shell. The shell runs the same service
 * worker, Cache Storage, IndexedDB and offline emulation as the full browser, for a fifth less CPU
 * (the offline and downloads files: 301 CPU-s against 234, decision 129).
 */
export const serviceWorkerShell = { launchOptions: headlessShell, serviceWorkers: 'allow' } as const;
