import { VIDEO_CONSULTATION_EVENT } from '@cp/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { subscribeRealtime } from '../../../lib/realtime/session-socket';
import { videoConsultationKeys } from './video-consultation-keys';

/**
 * An expert's confirmation or completion shows without a reload (issue 9 "Live"): the event
 * of the session socket makes both lists be read again (a few rows each, decision 055).
 */
export function useVideoConsultationsLive(): void {
  const client = useQueryClient();
  useEffect(
    () =>
      subscribeRealtime((event) => {
        if (event.event === VIDEO_CONSULTATION_EVENT) {
          void client.invalidateQueries({ queryKey: videoConsultationKeys.all });
        }
      }),
    [client],
  );
}
