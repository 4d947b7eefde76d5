import { useEffect, useMemo, useRef, useState } from 'react';
import type { Day, Lesson } from '../../../lib/learning/api/course';
import { reloadStreamStatus } from '../../../lib/learning/api/get-stream-status';
import { learningKeys } from '../../../lib/learning/api/learning-keys';
import {
  type DayStatus,
  type StreamStatuses,
  withDayStarted,
  withLessonStatus,
} from '../../../lib/learning/api/stream-status';
import { queryClient } from '../../../lib/query/query-client';
import { StatisticsQueue } from '../../../lib/statistics/statistics-queue';
import { viewingKept } from '../../../lib/statistics/viewing-kept';
import { finishDay } from '../api/finish-day';
import { type SaveLessonStatAnswer, saveLessonStat } from '../api/save-lesson-stat';
import { startDay } from '../api/start-day';
import { canFinishDay, dayViewedMs } from './lesson-sequence';

export type FinishState = 'idle' | 'finishing' | 'finished' | 'failed';

/**
 * The calls of a day (spec 02 §4): `start` when the learner first plays it,
 * viewing statistics per lesson, `finish` once the day's viewing is enough,
 * and the stream statuses reloaded after `start` and `finish`.
 */
export function useDayProgress(streamId: number, day: Day, dayStatus: DayStatus | undefined) {
  const dayId = day.id;
  const dayStatusId = useRef<number | null>(dayStatus?.dayStatusId ?? null);
  if (dayStatus?.dayStatusId) dayStatusId.current = dayStatus.dayStatusId;
  const started = useRef<Promise<number | null> | null>(null);
  const finishing = useRef(false);
  const [finishState, setFinishState] = useState<FinishState>(
    dayStatus?.status === 'finished' ? 'finished' : 'idle',
  );
  const finishStateRef = useRef(finishState);
  finishStateRef.current = finishState;
  const statusKey = learningKeys.status(streamId);

  const updateStatuses = (update: (statuses: StreamStatuses) => StreamStatuses) =>
    queryClient.setQueryData<StreamStatuses>(statusKey, (current) => (current ? update(current) : current));

  const ensureStarted = (): Promise<number | null> => {
    if (dayStatusId.current !== null) return Promise.resolve(dayStatusId.current);
    started.current ??= startDay(streamId, dayId).then(
      async (result) => {
        // Offline the start waits in the device's queue (decision 067); it is not made twice.
        if (!result) return null;
        dayStatusId.current = result.dayStatusId;
        queue.setDayStatusId(dayId, result.dayStatusId);
        updateStatuses((s) => withDayStarted(s, dayId, result.dayStatusId));
        await reloadStreamStatus(streamId);
        return result.dayStatusId;
      },
      (error: unknown) => {
        started.current = null;
        console.error('The day did not start', error);
        return null;
      },
    );
    return started.current;
  };

  const finish = async (): Promise<void> => {
    if (finishing.current || finishStateRef.current === 'finished') return;
    finishing.current = true;
    setFinishState('finishing');
    try {
      await ensureStarted();
      const finished = await finishDay(streamId, dayId);
      setFinishState('finished');
      // Offline: finished on this device at once; the server learns it when the network returns,
      // and the screens read it again then (decision 067).
      if (!finished) return;
      // Progress and points changed: the screens showing them fetch again when they open.
      await Promise.all([
        reloadStreamStatus(streamId),
        queryClient.invalidateQueries({ queryKey: learningKeys.stream(streamId), refetchType: 'none' }),
        queryClient.invalidateQueries({ queryKey: learningKeys.streams, refetchType: 'none' }),
      ]);
    } catch (error) {
      console.error('The day did not finish', error);
      setFinishState('failed');
    } finally {
      finishing.current = false;
    }
  };

  /** Finishing happens on the day screen: an answer that arrives after the learner left finishes nothing. */
  const mounted = useRef(true);
  const finishIfDone = () => {
    const statuses = queryClient.getQueryData<StreamStatuses>(statusKey);
    if (mounted.current && statuses && canFinishDay(day, statuses.lessons)) void finish();
  };
  const finishIfDoneRef = useRef(finishIfDone);
  finishIfDoneRef.current = finishIfDone;

  // biome-ignore lint/correctness/useExhaustiveDependencies: one queue per stream and day
  const queue = useMemo(
    () =>
      new StatisticsQueue<SaveLessonStatAnswer>({
        send: saveLessonStat,
        // What was watched counts across pages: a closed browser leaves it for the next visit.
        keep: viewingKept(streamId, dayId),
        isQueued: (answer) => answer.queued === true,
        // Offline: the day counts the waiting viewing, so it can be finished on the device.
        onQueued: (record) => {
          updateStatuses((s) => {
            const lesson = s.lessons.find((l) => l.lessonSetLessonId === record.lessonSetLessonId);
            return withLessonStatus(s, {
              lessonSetLessonId: record.lessonSetLessonId,
              stageDayId: dayId,
              viewedMs: (lesson?.viewedMs ?? 0) + record.viewedMs,
              playCount: (lesson?.playCount ?? 0) + record.playCount,
            });
          });
          finishIfDoneRef.current();
        },
        onSaved: (answer) => {
          if (typeof answer.dayStatusId === 'number') dayStatusId.current = answer.dayStatusId;
          const { lesson } = answer;
          if (lesson) updateStatuses((s) => withLessonStatus(s, lesson));
          finishIfDoneRef.current();
        },
      }),
    [streamId, dayId],
  );

  // Whatever is left goes when the learner leaves the day or the page.
  useEffect(() => {
    mounted.current = true;
    // The page is closing (tab closed, reload, another site): keepalive sends outlive it.
    const flushOnClose = () => void queue.flush(undefined, { keepalive: true });
    window.addEventListener('pagehide', flushOnClose);
    return () => {
      mounted.current = false;
      window.removeEventListener('pagehide', flushOnClose);
      void queue.flush();
    };
  }, [queue]);

  /**
   * Once the viewing (sent and waiting) reaches the day's finish time, what waits is sent at
   * once, and its answer finishes the day while the learner is still on it; leaving the day
   * then costs one call at most (ARCHITECTURE §7: 2 for a move to the next day).
   */
  const sendIfEnough = () => {
    if (finishStateRef.current !== 'idle' || day.finishTotalTimeMs <= 0) return;
    const statuses = queryClient.getQueryData<StreamStatuses>(statusKey);
    const sent = statuses ? dayViewedMs(day, statuses.lessons) : 0;
    const waiting = queue.pending().reduce((sum, record) => sum + record.viewedMs, 0);
    if (waiting > 0 && sent + waiting >= day.finishTotalTimeMs) void queue.flush();
  };

  const key = (lesson: Lesson) => ({ streamId, dayId, lessonSetLessonId: lesson.id });
  return {
    finishState,
    finish,
    onPlay: () => void ensureStarted(),
    onViewed: (lesson: Lesson, ms: number) => {
      queue.addViewed(key(lesson), ms, dayStatusId.current);
      sendIfEnough();
    },
    onPause: (lesson: Lesson) => void queue.flush(key(lesson)),
    onEnded: (lesson: Lesson) => void queue.videoEnded(key(lesson), dayStatusId.current),
  };
}
