import { type RefObject, useLayoutEffect } from 'react';

/**
 * Lines the back link up with the screen's title (issue 27: "← Назад" sat at the frame's edge
 * while the points screen's title was 240 px further in). The frame cannot know each screen's
 * column, so it measures: the link's start moves to the first heading's start, on every resize
 * and whenever the screen's content changes (a title arrives with its data), at most once a frame.
 */
export function useAlignWithTitle(link: RefObject<HTMLElement | null>, active: boolean): void {
  useLayoutEffect(() => {
    const element = link.current;
    const area = element?.parentElement;
    if (!active || !element || !area) return;
    let frame = 0;
    const align = () => {
      frame = 0;
      const title = area.querySelector('h1');
      const padding = Number.parseFloat(getComputedStyle(area).paddingInlineStart) || 0;
      const inset = title
        ? title.getBoundingClientRect().left - area.getBoundingClientRect().left - padding
        : 0;
      element.style.marginInlineStart = `${Math.max(0, Math.round(inset))}px`;
    };
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(align);
    };
    align();
    const resized = new ResizeObserver(schedule);
    resized.observe(area);
    const changed = new MutationObserver(schedule);
    changed.observe(area, { childList: true, subtree: true });
    return () => {
      resized.disconnect();
      changed.disconnect();
      if (frame) cancelAnimationFrame(frame);
    };
  }, [link, active]);
}
