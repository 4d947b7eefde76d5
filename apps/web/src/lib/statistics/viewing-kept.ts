import { DATA_AREA_PREFIX, readStorage, removeStorage, writeStorage } from '../storage/storage';
import type { ViewingKeeper } from './statistics-queue';
import type { StatisticRecord } from './statistics-rules';

/**
 * The viewing of one day not yet sent, in localStorage (issue 27). A data area: the learner's,
 * so logout clears it with the rest.
 */
export function viewingKept(streamId: number, dayId: number): ViewingKeeper {
  const key = `${DATA_AREA_PREFIX}viewing.${streamId}.${dayId}`;
  return {
    take() {
      const stored = readStorage(key);
      removeStorage(key);
      if (!stored) return [];
      try {
        const records: unknown = JSON.parse(stored);
        return Array.isArray(records) ? records.filter(isRecord) : [];
      } catch {
        return [];
      }
    },
    save(records) {
      if (records.length === 0) removeStorage(key);
      else writeStorage(key, JSON.stringify(records));
    },
  };
}

/** What another version of the app or a hand may have left there is checked, not trusted. */
function isRecord(value: unknown): value is StatisticRecord {
  if (typeof value !== 'object' || value === null) return false;
  const r = value as Record<string, unknown>;
  return (
    [r.streamId, r.dayId, r.lessonSetLessonId, r.viewedMs, r.playCount].every(
      (n) => typeof n === 'number' && Number.isFinite(n) && n >= 0,
    ) &&
    (r.dayStatusId === null || typeof r.dayStatusId === 'number') &&
    typeof r.afterVideoEnded === 'boolean'
  );
}
