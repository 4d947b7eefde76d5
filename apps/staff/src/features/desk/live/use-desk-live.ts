import { CHAT_EVENTS } from '@cp/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useRealtimeEvent } from '../../../lib/realtime/realtime-events';
import { deskKeys } from '../api/desk-keys';
import { toDeskMessage } from '../lib/message';
import { type MessagePages, markViewed, upsertMessage } from '../lib/message-cache';

/**
 * Live updates of the desk (issue 9 "Live"): a new message, an edit, a viewed mark or a
 * consultation shows without reload. Messages land in the open chat's cache as they come; the
 * list (unread first) and the chat's consultations reload, since their order and counts are
 * the server's to compute.
 */
export function useDeskLive(): void {
  const queryClient = useQueryClient();
  useRealtimeEvent((event) => {
    if (event.event === CHAT_EVENTS.message || event.event === CHAT_EVENTS.messageUpdated) {
      const data = event.data;
      const key = deskKeys.messages(data.chat_id);
      // Too large for a NOTIFY payload: only the ids came, the page reloads (decision 050).
      if (data.message === null) void queryClient.invalidateQueries({ queryKey: key });
      else
        queryClient.setQueryData(key, (pages: MessagePages | undefined) =>
          upsertMessage(pages, toDeskMessage(data)),
        );
      void queryClient.invalidateQueries({ queryKey: deskKeys.chats() });
      void queryClient.invalidateQueries({ queryKey: deskKeys.chat(data.chat_id) });
    } else if (event.event === CHAT_EVENTS.viewed) {
      queryClient.setQueryData(deskKeys.messages(event.data.chat_id), (pages: MessagePages | undefined) =>
        markViewed(pages, event.data.message_ids),
      );
      void queryClient.invalidateQueries({ queryKey: deskKeys.chats() });
    } else if (event.event === CHAT_EVENTS.consultation) {
      void queryClient.invalidateQueries({ queryKey: deskKeys.chat(event.data.chat_id) });
      void queryClient.invalidateQueries({ queryKey: deskKeys.chats() });
    }
  });
}
