import { useSyncExternalStore } from 'react';
import { DATA_AREA_PREFIX, readStorage, writeStorage } from '../storage/storage';
import { backTarget, type HistoryEntry, visit, wentBack } from './back-history';
import { routeName } from './route-names';

/**
 * The back-navigation history of spec 01 §2, fed by the router (app/navigation). It is a
 * data area: it survives a reload of the tab, and logout clears it with the others.
 */
const KEY = `${DATA_AREA_PREFIX}backHistory`;
/** Navigation state of a "back" link: the tracker pops instead of pushing. */
export const BACK_STATE = { back: true } as const;
const MAX_ENTRIES = 30;

let current: HistoryEntry | null = null;
let history: HistoryEntry[] = load();
const listeners = new Set<() => void>();

function load(): HistoryEntry[] {
  try {
    const value = JSON.parse(readStorage(KEY) ?? '[]') as unknown;
    return Array.isArray(value) ? (value as HistoryEntry[]).filter((e) => routeName(e.path) === e.name) : [];
  } catch {
    return [];
  }
}

function isBack(state: unknown): boolean {
  return typeof state === 'object' && state !== null && (state as { back?: unknown }).back === true;
}

/** Records a settled navigation to `path` (inside the router base). */
export function recordNavigation(path: string, state: unknown): void {
  const name = routeName(path);
  if (!name) {
    current = null;
  } else {
    current = { name, path };
    // Reading the stored list again: another tab may have written it since.
    const stored = readStorage(KEY) === null ? [] : history;
    history = (isBack(state) ? wentBack(stored, current) : visit(stored, current)).slice(-MAX_ENTRIES);
    writeStorage(KEY, JSON.stringify(history));
  }
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const snapshot = () => (current ? backTarget(history, current) : null);

/** Where the back link of the current screen goes, or null when it has none. */
export function useBackTarget(): string | null {
  return useSyncExternalStore(subscribe, snapshot, snapshot);
}
