import { APP_TYPE } from '../env/app-env';

/**
 * Who may use what offline (spec 01 §4, spec 02 §4 "File download"; decision 065).
 * - Cached reads: always in the mobile build (spec: "on mobile with caching on", cache enabled);
 *   in the web build only where the school turned offline mode on (`isOfflineEnable`).
 * - Downloads: only where the domain enables offline mode and, for a demo stream, where the
 *   course allows it (`isDemoOfflineModeAccessible`); videos cannot play offline otherwise.
 */
export function cachesReads(isOfflineEnable: boolean): boolean {
  return APP_TYPE === 'mobile' || isOfflineEnable;
}

export function mayDownload(
  isOfflineEnable: boolean,
  stream: { isDemo: boolean },
  course: { isDemoOfflineModeAccessible: boolean },
): boolean {
  if (!isOfflineEnable) return false;
  return !stream.isDemo || course.isDemoOfflineModeAccessible;
}
