import type { ConnectionStatus, ConnectionStatusChangeListener } from '@capacitor/network';
import { afterEach, describe, expect, it } from 'vitest';
import { watchNativeNetwork } from './native-network';
import { isOnline, reportNetworkStatus } from './network-status';

/**
 * The shell's network status reaches network-status.ts (decision 070). The plugin's two calls
 * are played by a stand-in here: only a device has the system's network to report.
 */
function systemNetwork(first: ConnectionStatus, beforeFirstAnswer?: ConnectionStatus) {
  const listeners = new Set<ConnectionStatusChangeListener>();
  const change = (status: ConnectionStatus) => {
    for (const listener of listeners) listener(status);
  };
  return {
    change,
    listening: () => listeners.size,
    plugin: {
      async addListener(_event: 'networkStatusChange', listener: ConnectionStatusChangeListener) {
        listeners.add(listener);
        return {
          remove: async () => {
            listeners.delete(listener);
          },
        };
      },
      async getStatus() {
        if (beforeFirstAnswer) change(beforeFirstAnswer);
        return first;
      },
    },
  };
}

const offline: ConnectionStatus = { connected: false, connectionType: 'none' };
const wifi: ConnectionStatus = { connected: true, connectionType: 'wifi' };

afterEach(() => {
  reportNetworkStatus(true);
});

describe('native network status', () => {
  it('reports the status at start and every change, until stopped', async () => {
    const network = systemNetwork(offline);
    const stop = await watchNativeNetwork(network.plugin);
    expect(isOnline()).toBe(false);
    network.change(wifi);
    expect(isOnline()).toBe(true);
    network.change(offline);
    expect(isOnline()).toBe(false);
    stop();
    await Promise.resolve();
    expect(network.listening()).toBe(0);
  });

  it('keeps a change that came while the first answer was on its way', async () => {
    const network = systemNetwork(wifi, offline);
    await watchNativeNetwork(network.plugin);
    expect(isOnline()).toBe(false);
  });
});
