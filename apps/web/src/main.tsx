import '@cp/ui/tokens.css';
import '@cp/ui/base.css';
import './app/styles/global.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { preloadFirstScreen } from './app/boot/first-paint';
import { fetchConfig } from './config/load-config';
import { ROUTER_BASENAME } from './lib/env/app-env';
import { isNativeShell } from './lib/env/native-shell';
import { startI18n } from './lib/i18n/i18n';
import {
  buildDefaultLanguage,
  readChosenLanguage,
  readSchoolLanguage,
  readServedSchoolLanguage,
} from './lib/i18n/languages';

// The mobile shell's native network status (decision 070); the web build drops this branch.
if (import.meta.env.VITE_APP_TYPE === 'mobile' && isNativeShell()) {
  void import('./lib/offline/native-network').then((m) => m.watchNativeNetwork()).catch(() => undefined);
}

// The configuration and the interface texts download in parallel; the domain's
// default language replaces this one once the configuration is known (the school's language
// as the server wrote it into the page is the best guess of it, then as last known; else the
// build's own, English in the mobile shell).
const language =
  readChosenLanguage() ?? readServedSchoolLanguage() ?? readSchoolLanguage() ?? buildDefaultLanguage();
const configRequest = fetchConfig(language);
preloadFirstScreen(ROUTER_BASENAME, language);
// Settled here so an early failure is not an unhandled rejection; App reports it.
configRequest.catch(() => undefined);

const rootElement = document.getElementById('root');
if (!rootElement) throw new Error('index.html has no #root');

startI18n(language).then(
  () => {
    createRoot(rootElement).render(
      <StrictMode>
        <App configRequest={configRequest} />
      </StrictMode>,
    );
  },
  () => {
    // The texts themselves did not arrive, so nothing can be translated yet: the
    // one message that exists in every language at once (never a blank page).
    rootElement.replaceChildren(bootFailure());
  },
);

function bootFailure(): HTMLElement {
  const box = document.createElement('div');
  box.setAttribute('role', 'alert');
  box.style.cssText = 'padding:2rem;text-align:center';
  box.textContent =
    'Не удалось загрузить приложение · Failed to load the app · No se pudo cargar la aplicación';
  const retry = document.createElement('button');
  retry.type = 'button';
  retry.textContent = '↻ Повторить · Retry · Reintentar';
  retry.style.cssText = 'display:block;margin:1rem auto;padding:.5rem 1rem';
  retry.addEventListener('click', () => window.location.reload());
  box.append(retry);
  return box;
}
