import { createStore, del, delMany, entries, keys, set, type UseStore } from 'idb-keyval';
import { nextRecord } from './download-status';
import type { DownloadRecord, DownloadTarget } from './download-types';

/**
 * The device's list of downloads (decision 068): one IndexedDB store of its own, entries keyed by
 * learner and download id, so one learner's records are never another's. The list is held in
 * memory once read, and every screen showing a download reads the same snapshot and is told of
 * each change (useSyncExternalStore), so a lesson and the downloads screen move together.
 */
export interface DownloadEntry {
  record: DownloadRecord;
  /** What was asked for, signed links included: a resume without a fresh target uses them. */
  target: DownloadTarget;
}

interface UserDownloads {
  entries: Map<string, DownloadEntry>;
  /** Newest first; replaced (never mutated) on each change, so React sees a new snapshot. */
  list: DownloadRecord[];
}

let database: UseStore | null = null;
const idb = () => {
  database ??= createStore('cp-downloads', 'records');
  return database;
};
const keyOf = (userId: number, id: string) => `${userId}/${id}`;

const users = new Map<number, UserDownloads>();
const loading = new Map<number, Promise<UserDownloads>>();
const listeners = new Set<() => void>();
const EMPTY: DownloadRecord[] = [];

const notify = () => {
  for (const listener of listeners) listener();
};

function relist(downloads: UserDownloads) {
  downloads.list = [...downloads.entries.values()]
    .map((entry) => entry.record)
    .sort((a, b) => b.createdAt - a.createdAt);
}

/**
 * Reads one learner's downloads once per page. A download found loading or pending was running
 * when the page closed: nothing runs it now, so it becomes paused, ready to resume from its bytes.
 */
export function loadUser(userId: number): Promise<UserDownloads> {
  const known = users.get(userId);
  if (known) return Promise.resolve(known);
  let promise = loading.get(userId);
  if (!promise) {
    promise = (async () => {
      const downloads: UserDownloads = { entries: new Map(), list: EMPTY };
      const prefix = keyOf(userId, '');
      for (const [key, value] of await entries<string, DownloadEntry>(idb()).catch(() => [])) {
        if (typeof key !== 'string' || !key.startsWith(prefix)) continue;
        const record = nextRecord(value.record, { type: 'interrupted' });
        const entry = { ...value, record };
        downloads.entries.set(record.id, entry);
        if (record !== value.record) await set(key, entry, idb()).catch(() => undefined);
      }
      relist(downloads);
      users.set(userId, downloads);
      loading.delete(userId);
      notify();
      return downloads;
    })();
    loading.set(userId, promise);
  }
  return promise;
}

export async function getEntry(userId: number, id: string): Promise<DownloadEntry | null> {
  return (await loadUser(userId)).entries.get(id) ?? null;
}

/** Keeps the entry in memory at once (every screen sees it) and on the device. */
export async function saveEntry(entry: DownloadEntry, persist = true): Promise<void> {
  const downloads = await loadUser(entry.record.userId);
  downloads.entries.set(entry.record.id, entry);
  relist(downloads);
  notify();
  if (persist) await set(keyOf(entry.record.userId, entry.record.id), entry, idb()).catch(() => undefined);
}

export async function deleteEntry(userId: number, id: string): Promise<void> {
  const downloads = await loadUser(userId);
  downloads.entries.delete(id);
  relist(downloads);
  notify();
  await del(keyOf(userId, id), idb()).catch(() => undefined);
}

export async function userEntries(userId: number): Promise<DownloadEntry[]> {
  return [...(await loadUser(userId)).entries.values()];
}

/** Every record this page has read (of the learners signed in since it opened: one, but for a logout). */
export function loadedEntries(): DownloadEntry[] {
  return [...users.values()].flatMap((downloads) => [...downloads.entries.values()]);
}

/** Logout (spec 01 §4): every record of the learner goes, read into this page or not. */
export async function forgetUser(userId: number): Promise<void> {
  const prefix = keyOf(userId, '');
  const mine = (await keys<string>(idb()).catch(() => [])).filter(
    (key) => typeof key === 'string' && key.startsWith(prefix),
  );
  await delMany(mine, idb()).catch(() => undefined);
  users.delete(userId);
  loading.delete(userId);
  notify();
}

export function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The learner's records as last read; an empty list until the store has been read (it is asked to). */
export function snapshot(userId: number | null): DownloadRecord[] {
  if (userId === null) return EMPTY;
  const known = users.get(userId);
  if (!known) {
    void loadUser(userId);
    return EMPTY;
  }
  return known.list;
}

/** Has this page read the learner's downloads yet (before that, "no record" means "not known yet")? */
export function isRead(userId: number | null): boolean {
  if (userId === null) return true;
  snapshot(userId);
  return users.has(userId);
}

export function recordSnapshot(userId: number | null, id: string): DownloadRecord | null {
  if (userId === null) return null;
  snapshot(userId);
  return users.get(userId)?.entries.get(id)?.record ?? null;
}
