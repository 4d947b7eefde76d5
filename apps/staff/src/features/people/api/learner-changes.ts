import {
  CONSOLE_PEOPLE_ROUTES,
  type ConsoleLearner,
  type ConsoleStream,
  type EnrolBody,
  type LearnerFlagsBody,
  type PointsBody,
} from '@cp/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost, apiPut } from '../../../lib/api/api-client';
import { staffPath } from '../../../lib/api/staff-path';
import { type Learner, toLearner } from '../lib/learner';
import { peopleKeys } from './people-keys';

/**
 * The changes an administrator makes to one learner (decision 073). Each answers the learner
 * as they now are, which replaces the cached page; the list is read again (blocked, streams).
 */

const R = CONSOLE_PEOPLE_ROUTES;

/** `PUT /staff/learners/{id}/flags`. */
export async function setFlags(id: number, body: LearnerFlagsBody): Promise<Learner> {
  return toLearner((await apiPut<ConsoleLearner>(staffPath(R.learnerFlags, { id }), { body })).data);
}

/** `POST /staff/learners/{id}/block` or `/unblock`. */
export async function setBlocked(id: number, blocked: boolean): Promise<Learner> {
  const path = staffPath(blocked ? R.learnerBlock : R.learnerUnblock, { id });
  return toLearner((await apiPost<ConsoleLearner>(path)).data);
}

/** `POST /staff/learners/{id}/points`: positive grants, negative debits. */
export async function changePoints(id: number, body: PointsBody): Promise<Learner> {
  return toLearner((await apiPost<ConsoleLearner>(staffPath(R.learnerPoints, { id }), { body })).data);
}

/** `POST /staff/learners/{id}/streams`. */
export async function enrol(id: number, body: EnrolBody): Promise<ConsoleStream> {
  return (await apiPost<ConsoleStream>(staffPath(R.learnerStreams, { id }), { body })).data;
}

export type StreamAction = 'extend' | 'stop' | 'resume' | 'end';
const STREAM_PATHS = { extend: R.streamExtend, stop: R.streamStop, resume: R.streamResume, end: R.streamEnd };

/** `POST /staff/streams/{id}/extend|stop|resume|end`. */
export async function changeStream(
  streamId: number,
  action: StreamAction,
  days?: number,
): Promise<ConsoleStream> {
  const body = action === 'extend' ? { days } : undefined;
  return (await apiPost<ConsoleStream>(staffPath(STREAM_PATHS[action], { id: streamId }), { body })).data;
}

/** A mutation on learner `id` that refreshes their page and the list when it succeeds. */
export function useLearnerChange<V>(id: number, change: (variables: V) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSuccess: async (result) => {
      if (result && typeof result === 'object' && 'points' in result) {
        queryClient.setQueryData(peopleKeys.learner(id), result);
      } else {
        await queryClient.invalidateQueries({ queryKey: peopleKeys.learner(id) });
      }
      await queryClient.invalidateQueries({ queryKey: [...peopleKeys.all, 'learners'] });
    },
  });
}
