import { IDEMPOTENCY_KEY_HEADER, TIMEOUT_SAVE_STATISTIC, VIEWING_ALLOWANCE } from '@cp/contract';
import { clear as clearStore, createStore, del, entries, set, type UseStore } from 'idb-keyval';
import { apiPost } from '../api/api-client';
import { ApiError } from '../api/api-error';
import { isOnline, subscribe } from './network-status';
import { markPendingWrites, WRITES_REPLAYED_EVENT } from './write-queue-flag';

/**
 * Progress writes made offline (issue 12 "Progress made offline counts"; decision 067): viewing
 * statistics, day start and day finish wait on the device in IndexedDB, each under a UUID, and go
 * in the order they were made when the network returns, with `Idempotency-Key: <uuid>`, so the
 * server applies a write once however often the device sends it.
 */

export interface QueuedWrite {
  /** The Idempotency-Key: the same on every send of this write. */
  id: string;
  /** Order of making; replays go oldest first. */
  seq: number;
  path: string;
  query?: Record<string, string>;
  body?: Record<string, unknown>;
  /** Statistics records of one lesson waiting unsent share it and are merged (see `add`). */
  mergeKey?: string;
  /** Sent at least once: the server may have applied it, so it is never changed again. */
  sent: boolean;
}

export type NewWrite = Pick<QueuedWrite, 'path' | 'query' | 'body' | 'mergeKey'>;

export interface WriteStore {
  set(key: string, value: QueuedWrite): Promise<void>;
  del(key: string): Promise<void>;
  entries(): Promise<[string, QueuedWrite][]>;
  clear(): Promise<void>;
}

export const WRITES_DB = 'cp-offline-writes';

function idbWriteStore(): WriteStore {
  let store: UseStore | undefined;
  const s = () => {
    store ??= createStore(WRITES_DB, 'queue');
    return store;
  };
  return {
    set: (key, value) => set(key, value, s()),
    del: (key) => del(key, s()),
    entries: () => entries<string, QueuedWrite>(s()),
    clear: () => clearStore(s()),
  };
}

/** Sends one write; resolves with the answer's body, rejects with ApiError or a network error. */
export type SendWrite = (write: QueuedWrite, options: { keepalive: boolean }) => Promise<unknown>;

/** The server's answer to a write that went, or `queued` when it waits for the network. */
export type WriteOutcome = { queued: false; data: unknown } | { queued: true };

/**
 * A refusal that will not change on a retry drops the write; a network failure, a 5xx, and
 * 401 (signed out: logout decides), 408 and 429 (try later) keep it and stop the replay.
 */
export function dropsWrite(error: unknown): boolean {
  return error instanceof ApiError && error.status < 500 && ![401, 408, 429].includes(error.status);
}

/** Two statistics records of one lesson, as one: the viewing and plays add up (spec 02 §4). */
export function mergeStatistic(
  into: Record<string, unknown>,
  add: Record<string, unknown>,
): Record<string, unknown> {
  const num = (v: unknown) => (typeof v === 'number' ? v : 0);
  return {
    ...into,
    ...add,
    viewed_seconds: Math.round((num(into.viewed_seconds) + num(add.viewed_seconds)) * 1000) / 1000,
    play_count: num(into.play_count) + num(add.play_count),
    day_status: add.day_status ?? into.day_status ?? null,
  };
}

/**
 * How long a lesson's record must wait after the lesson's previous one went: the server refuses a
 * record claiming more viewing than the time since the previous one allows (VIEWING_ALLOWANCE).
 * A record that waited beside one whose send was cut off (the server may or may not have it, so it
 * is never merged into) goes once that time has passed instead of being refused.
 */
export function paceMs(write: QueuedWrite, lastSentAt: number | undefined, now: number): number {
  if (!write.mergeKey || lastSentAt === undefined) return 0;
  const claimed = Number(write.body?.viewed_seconds ?? 0);
  const gap =
    (Math.max(0, claimed - VIEWING_ALLOWANCE.slackSeconds) / VIEWING_ALLOWANCE.maxPlaybackRate) * 1000;
  return Math.max(0, Math.ceil(lastSentAt + gap - now));
}

const RETRY_FIRST_MS = 15_000;
const RETRY_MAX_MS = 5 * 60_000;

export class WriteQueue {
  /** One thing at a time: a merge never races a send of the entry it merges into. */
  private lock: Promise<unknown> = Promise.resolve();
  private readonly outcomes = new Map<string, { data: unknown } | { error: unknown }>();
  private retryTimer: ReturnType<typeof setTimeout> | undefined;
  private retryMs = RETRY_FIRST_MS;
  private seq = 0;
  /** When each lesson's last record went (this page's life), for `paceMs`. */
  private readonly lastSentAt = new Map<string, number>();
  /** Writes whose caller waits for their answer (and applies it): not replays. */
  private readonly awaited = new Set<string>();

  constructor(
    private readonly store: WriteStore,
    private readonly send: SendWrite,
    private readonly hooks: {
      online: () => boolean;
      onPending?: (pending: boolean) => void;
      onSent?: () => void;
    } = {
      online: () => true,
    },
  ) {}

  private exclusive<T>(task: () => Promise<T>): Promise<T> {
    const run = this.lock.then(task);
    this.lock = run.catch(() => undefined);
    return run;
  }

  private async ordered(): Promise<QueuedWrite[]> {
    return (await this.store.entries()).map(([, w]) => w).sort((a, b) => a.seq - b.seq);
  }

  /**
   * Stores a write. A statistics record joins the lesson's record still waiting unsent (the server
   * refuses a record claiming more viewing than the time since the lesson's previous one, so a
   * burst of small records replayed together would be refused); one already sent is left alone.
   */
  add(write: NewWrite): Promise<string> {
    return this.exclusive(async () => {
      const waiting = await this.ordered();
      this.seq = Math.max(this.seq, Date.now() * 1000, ...waiting.map((w) => w.seq + 1));
      const mergeInto = write.mergeKey && waiting.find((w) => w.mergeKey === write.mergeKey && !w.sent);
      const entry: QueuedWrite = mergeInto
        ? { ...mergeInto, body: mergeStatistic(mergeInto.body ?? {}, write.body ?? {}) }
        : { ...write, id: crypto.randomUUID(), seq: this.seq++, sent: false };
      await this.store.set(entry.id, entry);
      this.hooks.onPending?.(true);
      return entry.id;
    });
  }

  /** Stores the write and, online, sends the queue; resolves with this write's outcome. */
  async submit(write: NewWrite, options: { keepalive?: boolean } = {}): Promise<WriteOutcome> {
    const id = await this.add(write);
    this.awaited.add(id);
    try {
      await this.replay(options);
    } finally {
      this.awaited.delete(id);
    }
    const outcome = this.outcomes.get(id);
    this.outcomes.delete(id);
    if (!outcome) return { queued: true };
    if ('error' in outcome) throw outcome.error;
    return { queued: false, data: outcome.data };
  }

  /** Sends what waits, oldest first, stopping at the first write that must wait. */
  replay(options: { keepalive?: boolean } = {}): Promise<void> {
    return this.exclusive(async () => {
      if (!this.hooks.online()) return this.retryLater();
      // Only writes kept from earlier (made offline) make the screens read again: a write sent at
      // once is applied by its caller, and a refetch of every query after each statistics record
      // would break the lesson navigation budget (ARCHITECTURE §7: at most 2 calls).
      let replayedAny = false;
      for (const write of await this.ordered()) {
        const wait = paceMs(
          write,
          write.mergeKey ? this.lastSentAt.get(write.mergeKey) : undefined,
          Date.now(),
        );
        if (wait > 0) {
          this.retryLater(wait);
          break;
        }
        if (!write.sent) {
          write.sent = true;
          await this.store.set(write.id, write);
        }
        try {
          const data = await this.send(write, { keepalive: options.keepalive ?? false });
          await this.store.del(write.id);
          if (write.mergeKey) this.lastSentAt.set(write.mergeKey, Date.now());
          this.outcomes.set(write.id, { data });
          if (!this.awaited.has(write.id)) replayedAny = true;
        } catch (error) {
          if (!dropsWrite(error)) {
            this.retryLater();
            break;
          }
          await this.store.del(write.id);
          this.outcomes.set(write.id, { error });
          if (!this.awaited.has(write.id)) replayedAny = true;
        }
      }
      const left = (await this.store.entries()).length;
      if (left === 0) {
        this.retryMs = RETRY_FIRST_MS;
        clearTimeout(this.retryTimer);
      }
      this.hooks.onPending?.(left > 0);
      if (replayedAny) this.hooks.onSent?.();
    });
  }

  /** Another pass later: after `ms` when a record is pacing, else after a growing delay. */
  private retryLater(ms?: number): void {
    clearTimeout(this.retryTimer);
    this.retryTimer = setTimeout(() => void this.replay().catch(() => undefined), ms ?? this.retryMs);
    if (ms === undefined) this.retryMs = Math.min(this.retryMs * 2, RETRY_MAX_MS);
  }

  /** What waits, oldest first (tests, debugging). */
  pending(): Promise<QueuedWrite[]> {
    return this.ordered();
  }

  /** Logout: the writes go with the learner (after the last try, `sendPendingWrites`). */
  clear(): Promise<void> {
    return this.exclusive(async () => {
      clearTimeout(this.retryTimer);
      await this.store.clear();
      this.hooks.onPending?.(false);
    });
  }
}

/** A write goes with its key, abandoned after the save timeout. */
const sendWrite: SendWrite = async (write, { keepalive }) => {
  const { data } = await apiPost(write.path, {
    query: write.query,
    body: write.body,
    keepalive,
    headers: { [IDEMPOTENCY_KEY_HEADER]: write.id },
    // spec 02 §9 TIMEOUT_SAVE_STATISTIC: a slow network is a network failure; the key makes a late success harmless.
    signal: AbortSignal.timeout(TIMEOUT_SAVE_STATISTIC),
  });
  return data;
};

export const writeQueue = new WriteQueue(idbWriteStore(), sendWrite, {
  online: isOnline,
  onPending: markPendingWrites,
  onSent: () => window.dispatchEvent(new Event(WRITES_REPLAYED_EVENT)),
});

// The network is back: what waits goes (decision 067).
subscribe((online) => {
  if (online) void writeQueue.replay().catch(() => undefined);
});
