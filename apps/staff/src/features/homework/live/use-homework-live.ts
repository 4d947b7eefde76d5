import { HOMEWORK_EVENT } from '@cp/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useRealtimeEvent } from '../../../lib/realtime/realtime-events';
import { homeworkKeys } from '../api/homework-keys';

/**
 * Live updates of the review desk (issue 10): a hand-in arriving or reviewed (by this expert
 * elsewhere or a colleague) reloads the queues, the counts and that submission. The order and
 * the overdue marks are the server's to compute, so nothing is patched in place.
 */
export function useHomeworkLive(): void {
  const queryClient = useQueryClient();
  useRealtimeEvent((event) => {
    if (event.event !== HOMEWORK_EVENT) return;
    void queryClient.invalidateQueries({ queryKey: homeworkKeys.queues() });
    void queryClient.invalidateQueries({ queryKey: homeworkKeys.courses() });
    void queryClient.invalidateQueries({ queryKey: homeworkKeys.submission(event.data.id) });
  });
}
