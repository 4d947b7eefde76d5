import { useCallback, useEffect, useRef } from 'react';

/** Messages seen within this long go in one call (the newest of them marks the rest). */
export const VIEWED_BATCH_MS = 400;

/**
 * Marks the expert's messages viewed when they show on screen (issue 9 "messages marked viewed
 * when they are seen"): an IntersectionObserver over the chat's scroll box collects the ids that
 * became at least half visible, and after VIEWED_BATCH_MS hands them to `flush` in one batch.
 * Each id is handed over once. Answers the ref callback for each unseen message's element.
 */
export function useViewedBatch(
  root: React.RefObject<Element | null>,
  flush: (ids: number[]) => void,
): (id: number) => (element: Element | null) => void {
  const pending = useRef(new Set<number>());
  const sent = useRef(new Set<number>());
  const timer = useRef<number | null>(null);
  const observer = useRef<IntersectionObserver | null>(null);
  // Elements that mounted before the observer (a child's ref comes before its parent's effect).
  const early = useRef(new Set<Element>());
  const flushRef = useRef(flush);
  flushRef.current = flush;

  const send = useCallback(() => {
    timer.current = null;
    const ids = [...pending.current];
    pending.current.clear();
    if (ids.length) flushRef.current(ids);
  }, []);

  useEffect(() => {
    if (typeof IntersectionObserver === 'undefined') return;
    observer.current = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          if (!entry.isIntersecting) continue;
          const id = Number((entry.target as HTMLElement).dataset.messageId);
          observer.current?.unobserve(entry.target);
          if (!Number.isInteger(id) || sent.current.has(id)) continue;
          sent.current.add(id);
          pending.current.add(id);
        }
        if (pending.current.size && timer.current === null)
          timer.current = window.setTimeout(send, VIEWED_BATCH_MS);
      },
      { root: root.current, threshold: 0.5 },
    );
    for (const element of early.current) observer.current.observe(element);
    early.current.clear();
    return () => {
      observer.current?.disconnect();
      observer.current = null;
      if (timer.current !== null) window.clearTimeout(timer.current);
      send();
    };
  }, [root, send]);

  return useCallback(
    (id: number) => (element: Element | null) => {
      if (!element || sent.current.has(id)) return;
      if (observer.current) observer.current.observe(element);
      else early.current.add(element);
    },
    [],
  );
}
