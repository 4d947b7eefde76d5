import type { RealtimeEvent } from '@cp/contract';
import { useEffect, useRef } from 'react';

type Listener = (event: RealtimeEvent) => void;

const listeners = new Set<Listener>();

/** Hands an event of the socket to every screen listening. */
export function emitRealtimeEvent(event: RealtimeEvent): void {
  for (const listener of [...listeners]) listener(event);
}

export function subscribeRealtime(listener: Listener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/**
 * Runs `handler` for each socket event while the component is mounted; the newest handler
 * runs, so it reads fresh props without re-subscribing. How a feature hears live updates.
 */
export function useRealtimeEvent(handler: Listener): void {
  const current = useRef(handler);
  current.current = handler;
  useEffect(() => subscribeRealtime((event) => current.current(event)), []);
}
