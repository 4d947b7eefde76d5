/** What the downloads chunk holds (downloads-chunk.ts): the controls with the engine they call. */
export { DocumentDownload } from './document-download';
export { LessonDownload } from './lesson-download';
export { LocalCopy } from './local-copy';
