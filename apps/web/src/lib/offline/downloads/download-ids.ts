/** A download's id, per learner: one download per video and per document (spec 02 §4 reuse). */
export const videoDownloadId = (videoId: number) => `video-${videoId}`;
export const fileDownloadId = (documentId: number) => `file-${documentId}`;
