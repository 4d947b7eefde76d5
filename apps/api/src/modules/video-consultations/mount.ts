// What the programs mount of the video-consultations area (decision 130): its routes and plugins,
// apart from index.ts so that calling the area does not load its routes (and the areas those
// import).
// Mounts: videoConsultationsRoutes, videoConsultationsStaffRoutes, videoConsultationRemindersPlugin
// (the reminders' sweep, decision 142).
// Uses: auth, chat, courses, mail-notifications, push, streams.

export { videoConsultationRemindersPlugin } from './video-consultation-reminders.plugin.js';
export { videoConsultationsRoutes } from './video-consultations.routes.js';
export { videoConsultationsStaffRoutes } from './video-consultations.staff-routes.js';
