import { LEARNING_ROUTES, learningPath, type UserCourseStream } from '@cp/contract';
import type { Query } from '@tanstack/react-query';
import { useCallback, useRef, useState } from 'react';
import { writeQueue } from '../../offline/write-queue';
import { queryClient } from '../../query/query-client';
import { learningKeys } from './learning-keys';
import type { Stream } from './stream';

/** The learner's choice: training option id -> value id (the wire's `filters`). */
export type StreamFilters = Readonly<Record<string, number>>;

/**
 * `POST /user-course-streams/{streamId}/filters` with `filters` (spec 02 §7): the whole choice,
 * every option at once (an option left out is no longer chosen). Through the device's write queue
 * (decision 067): offline the choice waits there and `queued` says so. Answers the saved filters.
 */
export async function saveStreamFilters(
  streamId: number,
  filters: StreamFilters,
): Promise<{ filters: StreamFilters; queued: boolean }> {
  const outcome = await writeQueue.submit({
    path: learningPath(LEARNING_ROUTES.streamFilters, { streamId }),
    body: { filters },
  });
  if (outcome.queued) return { filters, queued: true };
  return { filters: (outcome.data as Partial<UserCourseStream>).filters ?? filters, queued: false };
}

/**
 * The stream as every screen keeps it (one stream, the courses list) with the new choice. A read
 * of the stream still in flight is cancelled first: it may have left before the choice was saved,
 * and its answer, arriving after this one, would put the old choice back (a day opened right after
 * a change showed the previous level's lessons).
 */
async function storeFilters(streamId: number, filters: StreamFilters) {
  // Only reads that refresh a kept answer: a first load cancelled would leave its screen waiting.
  const refreshing = (query: Query) => query.state.data !== undefined;
  await Promise.all([
    queryClient.cancelQueries({ queryKey: learningKeys.stream(streamId), predicate: refreshing }),
    queryClient.cancelQueries({ queryKey: learningKeys.streams, predicate: refreshing }),
  ]);
  const update = (stream: Stream) =>
    stream.id === streamId ? { ...stream, filters: { ...filters } } : stream;
  queryClient.setQueryData<Stream>(learningKeys.stream(streamId), (stream) => stream && update(stream));
  queryClient.setQueriesData<{ streams: Stream[] }>({ queryKey: learningKeys.streams }, (data) =>
    data ? { ...data, streams: data.streams.map(update) } : data,
  );
}

export type SaveFiltersState =
  | { state: 'idle' }
  | { state: 'saving' }
  | { state: 'saved'; queued: boolean }
  | { state: 'failed'; error: unknown };

/**
 * Saves a choice as soon as it is made. The screens show it at once (the day hides the other
 * lessons); a refused choice puts the saved one back. A later choice wins over an earlier answer.
 */
export function useSaveStreamFilters(streamId: number) {
  const [status, setStatus] = useState<SaveFiltersState>({ state: 'idle' });
  // The choice being saved, shown by the form at once (the query cache tells its screens a
  // moment later, and a controlled radio would flick back meanwhile).
  const [pending, setPending] = useState<StreamFilters | null>(null);
  const latest = useRef(0);
  const save = useCallback(
    async (filters: StreamFilters, previous: StreamFilters) => {
      const call = ++latest.current;
      setPending(filters);
      setStatus({ state: 'saving' });
      await storeFilters(streamId, filters);
      try {
        const saved = await saveStreamFilters(streamId, filters);
        if (call !== latest.current) return;
        await storeFilters(streamId, saved.filters);
        setStatus({ state: 'saved', queued: saved.queued });
      } catch (error) {
        if (call !== latest.current) return;
        await storeFilters(streamId, previous);
        setStatus({ state: 'failed', error });
      } finally {
        if (call === latest.current) setPending(null);
      }
    },
    [streamId],
  );
  return { status, save, pending };
}
