// The uploads area's public face (decision 130): what other areas, the app, the seed and the CLI
// may call; they import it from here, never from the area's files. Its routes and plugins are in
// mount.ts.
// Offers: tus uploads (server, URLs, incoming, locker), attaching files to a hand-in or message,
// local copies and thumbnails.
// Uses: media.

export { inWorkFolder, moveObject, withLocalCopy } from './local-copy.js';
export type { IncomingUploads, TusS3 } from './tus-incoming.js';
export { incomingUploads, tusS3Of } from './tus-incoming.js';
export { sizeText } from './tus-server.js';
export type { TusWebRequest } from './tus-url.js';
export { TusRequests, tusTargetOf, tusUrl } from './tus-url.js';
export type { UploadRow } from './uploads.service.js';
export {
  attachmentsOfMessages,
  attachToHandIn,
  attachToMessage,
  cleanName,
  filesFromJson,
  filesOfMessageJson,
  presentChatFile,
  tusRefusal,
} from './uploads.service.js';
export { makeThumbnail } from './uploads-content.js';
export { pgLocker } from './uploads-locker.js';
