import { readStorage, STORAGE_KEYS, writeStorage } from '../storage/storage';
import { cachesReads } from './offline-policy';

/**
 * Whether GET answers are kept for offline use (decision 067), known before the configuration
 * arrives: the configuration call itself must be answered offline for the app to start. The last
 * configuration's choice is remembered per school (localStorage is per origin); the mobile build
 * caches always (`cachesReads`).
 */
let on = cachesReads(readStorage(STORAGE_KEYS.offlineReads) === '1');

export const readCachingOn = (): boolean => on;

/**
 * The configuration's `isOfflineEnable`, applied at boot (use-config-boot). True when caching has
 * just been switched on: the configuration answer that told it was not kept, and must be asked
 * again for the app to start offline after this one visit.
 */
export function applyReadCaching(isOfflineEnable: boolean): boolean {
  const was = on;
  on = cachesReads(isOfflineEnable);
  writeStorage(STORAGE_KEYS.offlineReads, isOfflineEnable ? '1' : '0');
  return on && !was;
}
