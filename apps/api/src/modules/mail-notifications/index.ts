// The e-mail notifications area's public face (decision 130): what other areas, the app, the seed
// and the CLI may call; they import it from here, never from the area's files. Its plugin is in
// mount.ts.
// Offers: sending a learner a mail of one kind (her switch, her language, the one-click
// unsubscribe), the homework review's mail.
// Uses: no other area.

export { type HomeworkReviewMail, mailHomeworkReviewed } from './homework-review-mail.js';
export {
  type LearnerMail,
  type MailComposeContext,
  mailLanguageOf,
  sendLearnerMail,
} from './send-learner-mail.js';
