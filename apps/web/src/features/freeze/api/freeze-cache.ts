import { learningKeys } from '../../../lib/learning/api/learning-keys';
import type { Stream, StreamFreeze } from '../../../lib/learning/api/stream';
import { queryClient } from '../../../lib/query/query-client';

/**
 * spec 02 §4 Stream freeze: freezing stores the returned freeze record,
 * unfreezing sets it to cancelled. The status, days and end date move with a
 * freeze (decision of the server), so those are fetched again.
 */
export async function storeFreeze(streamId: number, freeze: StreamFreeze): Promise<void> {
  queryClient.setQueryData<Stream>(learningKeys.stream(streamId), (stream) =>
    stream ? { ...stream, freeze } : stream,
  );
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: learningKeys.stream(streamId) }),
    queryClient.invalidateQueries({ queryKey: learningKeys.status(streamId) }),
    queryClient.invalidateQueries({ queryKey: learningKeys.streams }),
  ]);
}
