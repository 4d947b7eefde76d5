import { VIDEO_CONSULTATION_EVENT } from '@cp/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useRealtimeEvent } from '../../../lib/realtime/realtime-events';
import { videoConsultationKeys } from './video-consultation-keys';

/** A learner's new order (or another expert's confirmation) shows on the desk without a reload. */
export function useVideoConsultationsLive(): void {
  const client = useQueryClient();
  useRealtimeEvent((event) => {
    if (event.event === VIDEO_CONSULTATION_EVENT) {
      void client.invalidateQueries({ queryKey: videoConsultationKeys.all });
    }
  });
}
