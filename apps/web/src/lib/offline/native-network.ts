import { type ConnectionStatus, Network, type NetworkPlugin } from '@capacitor/network';
import { reportNetworkStatus } from './network-status';

/**
 * The mobile shell's network status (decision 070): the Capacitor Network plugin asks the
 * system, whose answer the WebView's `navigator.onLine` does not always follow (a WebView may
 * keep saying online on a network with no route out). Passed to network-status.ts, which the
 * "No Internet" banner, the cached reads and the write queue read (decision 067). Loaded only
 * by the mobile build, inside the native shell (main.tsx).
 */
export async function watchNativeNetwork(
  network: Pick<NetworkPlugin, 'getStatus' | 'addListener'> = Network,
): Promise<() => void> {
  let changed = false;
  const handle = await network.addListener('networkStatusChange', (status: ConnectionStatus) => {
    changed = true;
    reportNetworkStatus(status.connected);
  });
  const first = await network.getStatus();
  // A change reported while the first answer was on its way is newer than that answer.
  if (!changed) reportNetworkStatus(first.connected);
  return () => {
    void handle.remove();
  };
}
