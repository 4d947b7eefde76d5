// The chat channels' public face (decision 130, decision 132): what other areas, the app, the
// seed and the CLI may call; they import it from here, never from the area's files. It has no
// routes (no mount.ts).
// Offers: the chats themselves, one per paid stream (their rows: found, listed, opened), whether
// the brand has chat at all, and the live events posted in a chat (to its learner and experts).
// Both the chat (its messages, rules, desk and routes) and the consultations (which live in a
// chat and post its events) stand on it, so neither reaches into the other's files.
// Uses: courses (who answers a course: the experts an event goes to).

export { chatEnabled } from './chat-channels.policy.js';
export type { ChatChannelRow, Tx } from './chat-channels.repository.js';
export {
  chatPointers,
  findChannel,
  learnerChannels,
  openChannelOfStream,
  openMissingChannels,
} from './chat-channels.repository.js';
export { publishChatEvent } from './chat-events.js';
