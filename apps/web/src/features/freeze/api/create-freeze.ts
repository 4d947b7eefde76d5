import { LEARNING_ROUTES, learningPath, type StreamFreeze as WireFreeze } from '@cp/contract';
import { apiPost } from '../../../lib/api/api-client';
import { type StreamFreeze, toFreeze } from '../../../lib/learning/api/stream';
import { storeFreeze } from './freeze-cache';
import { useFreezeAction } from './use-freeze-action';

/** Dates as the form holds them: `YYYY-MM-DD` (the wire accepts them as midnight UTC). */
export interface FreezeBody {
  start_date: string;
  end_date: string;
}

/** `POST /user-course-streams/{streamId}/freeze/create` with start_date and end_date (spec 02 §7). */
export async function createFreeze(streamId: number, body: FreezeBody): Promise<StreamFreeze> {
  const { data } = await apiPost<WireFreeze>(learningPath(LEARNING_ROUTES.freezeCreate, { streamId }), {
    body,
  });
  return toFreeze(data);
}

/** Creates the freeze and stores it (spec 02 §4); resolves with it, or undefined after an error. */
export const useCreateFreeze = (streamId: number) =>
  useFreezeAction(async (body: FreezeBody) => {
    const freeze = await createFreeze(streamId, body);
    await storeFreeze(streamId, freeze);
    return freeze;
  });
