import '@cp/ui/tokens.css';
import '@cp/ui/base.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { STAFF_APP_MARKER } from './lib/app-marker';
import { startI18n } from './lib/i18n/i18n';
import { chosenLanguage } from './lib/i18n/languages';

document.documentElement.dataset.app = STAFF_APP_MARKER;
const rootElement = document.getElementById('root');
if (!rootElement) throw new Error('index.html has no #root');

startI18n(chosenLanguage()).then(
  () => {
    createRoot(rootElement).render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
  },
  () => {
    // The texts themselves did not arrive: the one message in every language at once.
    rootElement.textContent = 'Не удалось загрузить · Failed to load · No se pudo cargar';
  },
);
