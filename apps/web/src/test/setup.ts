import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { afterAll, afterEach, vi } from 'vitest';
import { clearToken } from '../lib/auth/token-storage';
import { allResources } from '../lib/i18n/all-resources';
import { i18nOptions } from '../lib/i18n/i18n';

// findBy* and waitFor wait for what the screen shows, up to this ceiling. Testing Library's 1 s
// ceiling was reached by a lazily loaded route on this 2-core machine while typecheck and lint ran
// beside the unit tests (npm test's first stage): a wait, never a sleep, so only a failure pays it.
configure({ asyncUtilTimeout: 5000 });

// Tests read English texts; all three languages are loaded for switching tests.
await i18next.use(initReactI18next).init(i18nOptions('en', { ...allResources }));

// jsdom has no modal <dialog> API; the browser's focus trap is not under test.
if (!HTMLDialogElement.prototype.showModal) {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    this.removeAttribute('open');
    this.dispatchEvent(new Event('close'));
  };
}

afterEach(async () => {
  cleanup();
  window.localStorage.clear();
  clearToken();
  if (i18next.language !== 'en') await i18next.changeLanguage('en');
});

// Files share one jsdom (vitest.config.ts, decision 100): what a file changed ends with it.
afterAll(() => {
  window.sessionStorage.clear();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});
