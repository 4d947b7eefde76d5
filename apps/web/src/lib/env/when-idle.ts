/**
 * Runs `run` after the page has loaded and the browser is idle: for work the first screen does not
 * need (the service worker's install, the offline copy of the configuration). Answers a cancel.
 */
export function whenIdle(run: () => void): () => void {
  let cancelled = false;
  const go = () => {
    if (!cancelled) run();
  };
  const idle = () => {
    if (cancelled) return;
    // Safari has no requestIdleCallback: a second after load stands in for it.
    if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(go, { timeout: 5000 });
    else setTimeout(go, 1000);
  };
  if (document.readyState === 'complete') idle();
  else window.addEventListener('load', idle, { once: true });
  return () => {
    cancelled = true;
    window.removeEventListener('load', idle);
  };
}
