import { useCallback, useEffect, useRef, useState } from 'react';

export interface ChatLine {
  id: number;
  from: 'school' | 'learner';
  text: string;
}

/** The pause before each of the school's lines, as if typed; none for those who ask for less motion. */
export const TYPING_DELAY_MS = 700;

function reducedMotion(): boolean {
  return (
    typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches
  );
}

/**
 * The chat's column: the school's lines appear one after another (`typing` while one is on its
 * way), the learner's answers at once. The column is a polite live region, so each line is read
 * out once as it appears.
 */
export function useChatLines(delayMs = reducedMotion() ? 0 : TYPING_DELAY_MS) {
  const [lines, setLines] = useState<ChatLine[]>([]);
  const [pending, setPending] = useState<string[]>([]);
  const nextId = useRef(1);

  const add = useCallback((from: ChatLine['from'], text: string) => {
    const id = nextId.current;
    nextId.current += 1;
    setLines((current) => [...current, { id, from, text }]);
  }, []);

  useEffect(() => {
    const [first, ...rest] = pending;
    if (first === undefined) return;
    const timer = window.setTimeout(() => {
      add('school', first);
      setPending(rest);
    }, delayMs);
    return () => window.clearTimeout(timer);
  }, [pending, delayMs, add]);

  /** The school's lines, queued after any still on their way. */
  const say = useCallback((texts: string[]) => {
    setPending((current) => [...current, ...texts]);
  }, []);

  /** The learner's answer, shown at once. */
  const answer = useCallback((text: string) => add('learner', text), [add]);

  return { lines, typing: pending.length > 0, say, answer };
}
