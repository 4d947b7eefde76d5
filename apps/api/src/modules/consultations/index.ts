// The consultations area's public face (decision 130): what other areas, the app, the seed and the
// CLI may call; they import it from here, never from the area's files. Its routes and plugins are
// in mount.ts.
// Offers: a chat's or a stream's consultations (open, close, count, present). Its service calls the
// chat's channel, events and policy from their files: a named exception in .dependency-cruiser.cjs.
// Uses: chat, streams.

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
