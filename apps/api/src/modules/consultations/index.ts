// The consultations area's public face (decision 130): what other areas, the app, the seed and the
// CLI may call; they import it from here, never from the area's files. Its routes and plugins are
// in mount.ts.
// Offers: a chat's or a stream's consultations (open, close, count, present). A consultation lives
// in a chat: it reads the chat's channel and posts its events through chat-channels, below both
// it and the chat, which calls it (decision 132).
// Uses: chat-channels, course-content, streams.

export { presentConsultation } from './consultations.presenter.js';
export { consultationsOfChat } from './consultations.repository.js';
export type { ConsultationCount } from './consultations.service.js';
export {
  closeConsultation,
  consultationCount,
  consultationsOfStream,
  limitInput,
  openConsultation,
} from './consultations.service.js';
