import { DATA_AREA_PREFIX, readStorage, removeStorage, writeStorage } from '../../lib/storage/storage';

/** Resume positions are a data area: logout clears them (spec 01 §4). */
const key = (id: string) => `${DATA_AREA_PREFIX}player.${id}`;

/** Seconds to start from: the stored position, unless it is at (or past) the end. */
export function resumeFrom(stored: number | null, duration: number): number {
  if (stored === null || !Number.isFinite(stored) || stored < 1) return 0;
  if (Number.isFinite(duration) && duration > 0 && stored >= duration - 2) return 0;
  return stored;
}

export function readPosition(id: string): number | null {
  const value = Number(readStorage(key(id)));
  return readStorage(key(id)) === null || Number.isNaN(value) ? null : value;
}

export function writePosition(id: string, seconds: number): void {
  writeStorage(key(id), String(Math.floor(seconds * 10) / 10));
}

export function clearPosition(id: string): void {
  removeStorage(key(id));
}
