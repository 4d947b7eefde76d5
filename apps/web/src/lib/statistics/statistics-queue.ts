import { TIMEOUT_SAVE_STATISTIC } from '@cp/contract';
import {
  hasDayStatusId,
  isSendable,
  STATISTICS_ERROR_MESSAGE,
  type StatisticKey,
  type StatisticRecord,
  statisticKey,
} from './statistics-rules';

/** `keepalive`: the page is closing; the send must outlive it. */
export type SendStatistic<A> = (
  record: StatisticRecord,
  signal: AbortSignal,
  options: { keepalive: boolean },
) => Promise<A>;

export interface StatisticsQueueOptions<A> {
  send: SendStatistic<A>;
  /** spec 02 §9 TIMEOUT_SAVE_STATISTIC. */
  timeoutMs?: number;
  /** Error reporting (Sentry comes with issue 4; console until then). */
  report?: (message: string, detail: unknown) => void;
  /** A send that the server accepted. */
  onSaved?: (answer: A, record: StatisticRecord) => void;
  /** The answer says the record waits on the device for the network (decision 067). */
  isQueued?: (answer: A) => boolean;
  /** A record handed to the device's write queue: not lost, not yet counted by the server. */
  onQueued?: (record: StatisticRecord) => void;
  /**
   * Where the viewing not yet sent is kept on the device as it grows, so a page that dies (a
   * closed browser, a crash, a killed app) does not lose it: the next queue of the same day takes
   * it over and sends it with its own (issue 27: a resumed lesson never finished its day).
   */
  keep?: ViewingKeeper;
}

/** The device's copy of the records waiting. */
export interface ViewingKeeper {
  /** Hands over what an earlier page left, and forgets it there (a second page takes nothing). */
  take(): StatisticRecord[];
  save(records: StatisticRecord[]): void;
}

/**
 * Viewing statistics waiting to be sent, one record per lesson of a day
 * (spec 02 §4 "Viewing statistics"). A record is removed when it is sent,
 * whether the send succeeds or not; one under the minimum viewed time stays
 * and keeps counting. Offline, the send hands the record to the device's
 * write queue, which keeps it until the network returns (decision 067).
 */
export class StatisticsQueue<A = unknown> {
  private readonly records = new Map<string, StatisticRecord>();
  /** Lessons whose video has played to its end since the queue began. */
  private readonly ended = new Set<string>();
  private readonly timeoutMs: number;
  private readonly report: (message: string, detail: unknown) => void;

  constructor(private readonly options: StatisticsQueueOptions<A>) {
    this.timeoutMs = options.timeoutMs ?? TIMEOUT_SAVE_STATISTIC;
    this.report = options.report ?? ((message, detail) => console.error(message, detail));
    for (const left of options.keep?.take() ?? []) {
      const { streamId, dayId, lessonSetLessonId } = left;
      const record = this.record({ streamId, dayId, lessonSetLessonId }, left.dayStatusId);
      record.viewedMs += left.viewedMs;
      record.playCount += left.playCount;
      record.afterVideoEnded ||= left.afterVideoEnded;
    }
    this.save();
  }

  /** The records as they stand now, on the device (see `keep`). */
  private save(): void {
    this.options.keep?.save([...this.records.values()].map((record) => ({ ...record })));
  }

  private record(key: StatisticKey, dayStatusId: number | null): StatisticRecord {
    const id = statisticKey(key);
    let record = this.records.get(id);
    if (!record) {
      record = { ...key, dayStatusId, viewedMs: 0, playCount: 0, afterVideoEnded: this.ended.has(id) };
      this.records.set(id, record);
    }
    if (dayStatusId !== null) record.dayStatusId = dayStatusId;
    return record;
  }

  /** Adds viewed time (milliseconds of the video that played). */
  addViewed(key: StatisticKey, ms: number, dayStatusId: number | null): void {
    if (!(ms > 0) || !Number.isFinite(ms)) return;
    this.record(key, dayStatusId).viewedMs += ms;
    this.save();
  }

  /** The video reached its end: one play more, and the record is ready to go. */
  videoEnded(key: StatisticKey, dayStatusId: number | null): Promise<A[]> {
    this.record(key, dayStatusId).playCount += 1;
    this.save();
    const sent = this.flush(key);
    this.ended.add(statisticKey(key));
    return sent;
  }

  /** The day status `start` returned, for the records of that day. */
  setDayStatusId(dayId: number, dayStatusId: number): void {
    for (const record of this.records.values()) if (record.dayId === dayId) record.dayStatusId = dayStatusId;
    this.save();
  }

  /** The records waiting, for tests and debugging. */
  pending(): StatisticRecord[] {
    return [...this.records.values()].map((record) => ({ ...record }));
  }

  /**
   * Sends every sendable record (of one lesson when a key is given); resolves with the
   * accepted answers. `keepalive` when the page is closing, so the sends are not cancelled
   * with it.
   */
  async flush(only?: StatisticKey, { keepalive = false } = {}): Promise<A[]> {
    const due: StatisticRecord[] = [];
    for (const [id, record] of this.records) {
      if (only && id !== statisticKey(only)) continue;
      if (!isSendable(record)) continue;
      // spec 02 §4: dropped once sent, whether or not the send succeeds.
      this.records.delete(id);
      due.push(record);
    }
    // A record goes from the device's copy when it is sent: the send may outlive the page
    // (keepalive), and a copy left behind would count it twice.
    this.save();
    const answers = await Promise.all(due.map((record) => this.sendOne(record, keepalive)));
    return answers.filter((answer): answer is Awaited<A> => answer !== undefined) as A[];
  }

  private async sendOne(record: StatisticRecord, keepalive: boolean): Promise<A | undefined> {
    const controller = new AbortController();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => {
        controller.abort();
        reject(new Error(`Timeout ${this.timeoutMs} ms`));
      }, this.timeoutMs);
    });
    try {
      const answer = await Promise.race([
        this.options.send(record, controller.signal, { keepalive }),
        timeout,
      ]);
      if (this.options.isQueued?.(answer)) {
        this.options.onQueued?.(record);
        return undefined;
      }
      if (!hasDayStatusId(answer)) {
        // spec 02 §8: an error-reporting message; the record is gone all the same.
        this.report(STATISTICS_ERROR_MESSAGE, { record, answer });
        return undefined;
      }
      this.options.onSaved?.(answer, record);
      return answer;
    } catch (error) {
      this.report(STATISTICS_ERROR_MESSAGE, { record, error });
      return undefined;
    } finally {
      clearTimeout(timer);
    }
  }
}
