import type { FastifyInstance } from 'fastify';
import { courseExpertIds } from '../courses/index.js';
import type { ChatChannelRow } from './chat-channels.repository.js';

/** NOTIFY payloads stay under 8000 bytes (plugins/realtime.ts); a longer event goes without its text. */
const MAX_DATA_BYTES = 6000;

/**
 * Sends a chat event to the learner and to every expert of the chat's course, in whichever
 * API process their sockets are (the `user_event` NOTIFY channel of plugins/realtime.ts, as
 * `logout` goes). A message too long for NOTIFY goes as `{id, dialog_id, message: null}`:
 * the app reloads it (decision 050). Live delivery is best effort: the write already happened.
 */
export async function publishChatEvent(
  app: FastifyInstance,
  channel: ChatChannelRow,
  event: string,
  data: Record<string, unknown>,
) {
  let payload: Record<string, unknown> = { chat_id: channel.id, ...data };
  if (Buffer.byteLength(JSON.stringify(payload)) > MAX_DATA_BYTES) {
    payload = { chat_id: channel.id, id: data.id, dialog_id: channel.id, message: null };
  }
  try {
    const experts = await courseExpertIds(app.db, channel.projectId, channel.courseId);
    const to = new Set([channel.userId, ...experts]);
    await Promise.all(
      [...to].map((userId) => app.realtime.publish(channel.projectId, userId, event, payload)),
    );
  } catch (err) {
    app.log.error({ err, chatId: channel.id, event }, 'chat event not published');
  }
}
