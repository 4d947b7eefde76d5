import { type RefObject, useLayoutEffect, useState } from 'react';

/**
 * Whether a box's content is wider than the box, kept true to the layout: measured before the
 * first paint and again whenever the box (a window turned, a sidebar opened) or its content (rows
 * arrived, a long title) changes size. Without ResizeObserver (jsdom) the first measure stands.
 */
export function useOverflowsSideways(ref: RefObject<HTMLElement | null>): boolean {
  const [overflows, setOverflows] = useState(false);
  useLayoutEffect(() => {
    const box = ref.current;
    if (!box) return;
    const measure = () => setOverflows(box.scrollWidth > box.clientWidth);
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(box);
    if (box.firstElementChild) observer.observe(box.firstElementChild);
    return () => observer.disconnect();
  }, [ref]);
  return overflows;
}
