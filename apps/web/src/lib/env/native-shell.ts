/**
 * Whether this page runs in the mobile shell's native WebView (decision 070), not in a browser
 * (the mobile build opened in one included). Capacitor's native bridge defines
 * `window.Capacitor` before the app's scripts run, so asking it costs no import of
 * @capacitor/core; the web build's check is a constant and its callers' branches drop out.
 */
export function isNativeShell(): boolean {
  if (import.meta.env.VITE_APP_TYPE !== 'mobile') return false;
  const bridge = (globalThis as { Capacitor?: { isNativePlatform?: () => boolean } }).Capacitor;
  return bridge?.isNativePlatform?.() === true;
}
