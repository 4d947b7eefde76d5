import type { ConfigResponse } from '@cp/contract';
import { useEffect } from 'react';
import { RouterProvider } from 'react-router/dom';
import { ConfigContext } from '../config/config-context';
import { ConfigErrorDialog } from '../config/config-error-dialog';
import { useConfigBoot } from '../config/use-config-boot';
import { LoadingScreen } from './loading-screen';
import { getAppRouter } from './router/app-router';
import { startTelemetry } from './telemetry';

/** The configuration first, then the routes (spec 01 §4 "App start"). */
export function App({ configRequest }: { configRequest: Promise<ConfigResponse> }) {
  const boot = useConfigBoot(configRequest);
  const config = boot.status === 'ready' ? boot.config : null;
  useEffect(() => {
    if (config) startTelemetry(config, getAppRouter());
  }, [config]);
  if (boot.status === 'loading') return <LoadingScreen />;
  if (boot.status === 'failed') return <ConfigErrorDialog error={boot.error} onRetry={boot.retry} />;
  return (
    <ConfigContext.Provider value={boot.config}>
      <RouterProvider router={getAppRouter()} />
    </ConfigContext.Provider>
  );
}
