import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { afterAll, afterEach, vi } from 'vitest';
import { i18nOptions } from '../lib/i18n/i18n';
import { loadLanguage } from '../lib/i18n/locale-files';

// Tests read English texts, the real files the app ships.
await i18next.use(initReactI18next).init(i18nOptions('en', { en: await loadLanguage('en') }));

if (!HTMLDialogElement.prototype.showModal) {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    this.removeAttribute('open');
    this.dispatchEvent(new Event('close'));
  };
}

afterEach(() => {
  cleanup();
  window.localStorage.clear();
});

// Files share one jsdom (vitest.config.ts, decision 100): what a file changed ends with it.
afterAll(() => {
  window.sessionStorage.clear();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});
