import { LEARNING_ROUTES, learningPath, type StreamFreeze as WireFreeze } from '@cp/contract';
import { apiGet, markWritten } from '../../../lib/api/api-client';
import { type StreamFreeze, toFreeze } from '../../../lib/learning/api/stream';
import { storeFreeze } from './freeze-cache';
import { useFreezeAction } from './use-freeze-action';

/** `GET /user-course-streams/{streamId}/freeze/cancel`: lifts the freeze early (spec 02 §4, §7). */
export async function cancelFreeze(streamId: number): Promise<StreamFreeze> {
  const { data } = await apiGet<WireFreeze>(learningPath(LEARNING_ROUTES.freezeCancel, { streamId }));
  // A write by GET (the spec's): the reads that follow ask past the server's caches.
  markWritten();
  // spec 02 §4: unfreezing sets the record's status to cancelled.
  return { ...toFreeze(data), status: 2 };
}

/** Lifts the freeze and stores the cancelled record; resolves with it, or undefined after an error. */
export const useCancelFreeze = (streamId: number) =>
  useFreezeAction(async () => {
    const freeze = await cancelFreeze(streamId);
    await storeFreeze(streamId, freeze);
    return freeze;
  });
