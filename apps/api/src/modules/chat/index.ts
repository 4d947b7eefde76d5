// The chat area's public face (decision 130): what other areas, the app, the seed and the CLI may
// call; they import it from here, never from the area's files. Its routes and plugins are in
// mount.ts.
// Offers: a stream's chat (open it, why it is closed), finding and adding messages, presenting
// them. The chats' rows and live events are the chat-channels area's (decision 132).
// Uses: avatar, chat-channels, consultations, course-content, courses, streams, uploads.

export { requireExpert } from './chat.policy.js';
export { presentMessage } from './chat.presenter.js';
export type { ChatMessageWithAuthor } from './chat.repository.js';
export { findMessage, insertMessage } from './chat.repository.js';
export {
  openChatOfStream,
  openChatsOfStreams,
  openMissingChats,
  streamChatReasons,
} from './chat-streams.service.js';
export { streamChatOf } from './stream-chat.js';
