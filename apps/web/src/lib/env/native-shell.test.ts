import { afterEach, describe, expect, it, vi } from 'vitest';
import { isNativeShell } from './native-shell';

/** The native parts load only in the mobile build, inside the shell (decision 070). */
const withBridge = (native: boolean) => {
  (globalThis as { Capacitor?: unknown }).Capacitor = { isNativePlatform: () => native };
};

afterEach(() => {
  vi.unstubAllEnvs();
  delete (globalThis as { Capacitor?: unknown }).Capacitor;
});

describe('isNativeShell', () => {
  it('holds only for the mobile build in a native WebView', () => {
    vi.stubEnv('VITE_APP_TYPE', 'mobile');
    expect(isNativeShell()).toBe(false);
    withBridge(false);
    expect(isNativeShell()).toBe(false);
    withBridge(true);
    expect(isNativeShell()).toBe(true);
  });

  it('never holds in the web build', () => {
    withBridge(true);
    expect(isNativeShell()).toBe(false);
  });
});
