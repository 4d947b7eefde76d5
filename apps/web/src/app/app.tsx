import type { ConfigResponse } from '@cp/contract';
import { lazy, Suspense, useEffect } from 'react';
import { ConfigContext } from '../config/config-context';
import { ConfigErrorDialog } from '../config/config-error-dialog';
import { useConfigBoot } from '../config/use-config-boot';
import { ROUTER_BASENAME } from '../lib/env/app-env';
import { loadNamespaces } from '../lib/i18n/i18n';
import { preloadLogo } from './boot/first-paint';
import { LoadingScreen } from './loading-screen';
import { useAppUpdate } from './pwa/use-app-update';
import { AppRouter } from './router/app-router';
import { AppRoutes } from './router/app-routes';
import { startTelemetry } from './telemetry';

// Loaded only when a new release waits (decision 066).
const UpdateNotice = lazy(() =>
  Promise.all([import('./pwa/update-notice'), loadNamespaces(['pwa'])]).then(([module]) => ({
    default: module.UpdateNotice,
  })),
);

/** The configuration first, then the routes (spec 01 §4 "App start"). */
export function App({ configRequest }: { configRequest: Promise<ConfigResponse> }) {
  const boot = useConfigBoot(configRequest);
  const config = boot.status === 'ready' ? boot.config : null;
  // Before the screens render (not in an effect, which runs after them): the logo is their LCP.
  if (config) preloadLogo(config);
  const appUpdate = useAppUpdate();
  useEffect(() => {
    if (config) startTelemetry(config);
  }, [config]);
  if (boot.status === 'loading') return <LoadingScreen />;
  if (boot.status === 'failed') return <ConfigErrorDialog error={boot.error} onRetry={boot.retry} />;
  return (
    <ConfigContext.Provider value={boot.config}>
      {/* Before the screens: a band at the top of the page (decision 066). */}
      {appUpdate?.state === 'available' && (
        <Suspense fallback={null}>
          <UpdateNotice onUpdate={appUpdate.update} onLater={appUpdate.later} />
        </Suspense>
      )}
      <AppRouter basename={ROUTER_BASENAME || '/'}>
        <AppRoutes />
      </AppRouter>
    </ConfigContext.Provider>
  );
}
