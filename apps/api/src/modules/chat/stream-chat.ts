import type { Db } from '../../db/client.js';
import { consultationsOfStream } from '../consultations/index.js';
import type { StreamChat, StreamState } from '../streams/index.js';
import { chatChannelMetaOfStream } from './chat-streams.service.js';

/**
 * The chat side of a stream's status answer (spec 02 §3 "Stream statuses response"), which the
 * streams are handed (streams/stream-chat-and-homework.ts). Read once per cached stream state and dropped
 * with it: a consultation written anywhere evicts the state in every process (migration 0012,
 * decision 056), as the stream's own rows do (decision 011). Messages and viewed marks change
 * neither part, so they evict nothing.
 */
export function streamChatOf(db: Db, state: StreamState): Promise<StreamChat> {
  state.chat ??= loadStreamChat(db, state).catch((error: unknown) => {
    state.chat = undefined;
    throw error;
  });
  return state.chat;
}

async function loadStreamChat(db: Db, { stream }: StreamState): Promise<StreamChat> {
  const [consultations, chatChannelMeta] = await Promise.all([
    consultationsOfStream(db, stream.projectId, stream.id),
    chatChannelMetaOfStream(db, stream.projectId, stream),
  ]);
  return { consultations, chatChannelMeta };
}
