import { type RefObject, useLayoutEffect } from 'react';

/** The log never gets smaller than this: a few messages stay readable on the smallest phone. */
const MIN_LOG_PX = 128;
/** Nor taller than this on a tall window. */
const MAX_LOG_PX = 640;

/**
 * Sizes the chat's message log so that the whole chat panel, composer and Send included, ends
 * above the window's foot (and above a phone's bottom menu) when the chat opens (issue 27: the
 * message box started below the fold). Measured, not guessed in CSS: what sits above the log (the
 * consultations line, its ratings, a notice) differs from chat to chat. Fitted again when the
 * window or the panel's content changes size.
 */
export function useLogFitsWindow(panel: RefObject<HTMLElement | null>, ready: boolean): void {
  useLayoutEffect(() => {
    const element = panel.current;
    if (!ready || !element) return;
    const fit = () => {
      const log = element.querySelector<HTMLElement>('[data-chat-log]');
      if (!log) return;
      const menu = document.querySelector<HTMLElement>('[data-bottom-menu]');
      // The bottom menu is fixed (no offsetParent): shown on phones, display none from tablets up.
      const shown = menu !== null && getComputedStyle(menu).display !== 'none';
      const foot = window.innerHeight - (shown ? menu.offsetHeight : 0);
      const bottom = element.getBoundingClientRect().bottom + window.scrollY;
      const current = log.getBoundingClientRect().height;
      const wanted = Math.round(Math.min(MAX_LOG_PX, Math.max(MIN_LOG_PX, current + foot - bottom - 16)));
      if (Math.abs(wanted - current) > 1) {
        // The log keeps its bottom where it was: the lines above it (the consultations' ratings)
        // arrive after the messages, and the newest message scrolled into view must stay there.
        const fromBottom = log.scrollHeight - log.scrollTop - log.clientHeight;
        log.style.height = `${wanted}px`;
        log.scrollTop = log.scrollHeight - log.clientHeight - fromBottom;
      }
    };
    fit();
    window.addEventListener('resize', fit);
    // Where there is no ResizeObserver (jsdom), the window's size is all that is followed.
    if (typeof ResizeObserver === 'undefined') return () => window.removeEventListener('resize', fit);
    const observer = new ResizeObserver(fit);
    for (const child of Array.from(element.children)) {
      if (!child.hasAttribute('data-chat-log')) observer.observe(child);
    }
    return () => {
      observer.disconnect();
      window.removeEventListener('resize', fit);
    };
  }, [panel, ready]);
}
