import { useLayoutEffect, useRef } from 'react';
import type { ChatMessage } from '../api/chat-message';

/** How close to the bottom counts as "reading the newest" (px). */
const NEAR_BOTTOM_PX = 96;

/**
 * The chat box's scroll (spec 02 §2 "older pages on scroll up"): it opens at the newest
 * message; older messages added at the top keep what the learner was reading in place; a new
 * message at the bottom scrolls into view when the learner was at the bottom or wrote it.
 * Answers the scroll handler that remembers where the learner is.
 */
export function useKeepScroll(box: React.RefObject<HTMLElement | null>, messages: readonly ChatMessage[]) {
  const seen = useRef<{ first?: number; last?: number; height: number; top: number }>({ height: 0, top: 0 });
  const first = messages[0]?.id;
  const newest = messages.at(-1);

  useLayoutEffect(() => {
    const element = box.current;
    if (!element) return;
    const before = seen.current;
    const last = newest?.id;
    if (before.last === undefined) {
      element.scrollTop = element.scrollHeight;
    } else if (first !== before.first && last === before.last) {
      element.scrollTop = before.top + (element.scrollHeight - before.height);
    } else if (last !== before.last) {
      const wasAtBottom = before.height - before.top - element.clientHeight < NEAR_BOTTOM_PX;
      if (wasAtBottom || (newest && !newest.fromExpert)) element.scrollTop = element.scrollHeight;
    }
    seen.current = { first, last, height: element.scrollHeight, top: element.scrollTop };
  }, [box, first, newest]);

  return () => {
    const element = box.current;
    if (element) seen.current = { ...seen.current, height: element.scrollHeight, top: element.scrollTop };
  };
}
