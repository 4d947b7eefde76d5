import {
  connectRealtime as connectSocket,
  type RealtimeConnection,
  type RealtimeOptions as SharedRealtimeOptions,
} from '@cp/ui';
import { parseRealtimeMessage } from './parse-event';

export type { RealtimeConnection, SocketLike } from '@cp/ui';

export type RealtimeOptions = Omit<SharedRealtimeOptions, 'parse'>;

/**
 * The signed-in staff member's event socket: the learner app's WebSocket (decision 021), which
 * sends the chat events to the chat's experts too (decision 050), with the desk's parser.
 */
export function connectRealtime(options: RealtimeOptions): RealtimeConnection {
  return connectSocket({ ...options, parse: parseRealtimeMessage });
}
