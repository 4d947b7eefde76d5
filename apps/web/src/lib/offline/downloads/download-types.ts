import type { DownloadStatus } from '@cp/contract';

/**
 * The downloads' public shapes (decision 065): what the engine (`lib/offline/downloads`) keeps and
 * what the screens (the lesson's download control, the documents, the downloads screen) show.
 * The engine owns the behaviour; the screens only read records and call the actions.
 */

/** One quality a learner can pick: a rendition of the video's HLS ladder (or its MP4 when it has no ladder). */
export interface DownloadQuality {
  /** Stable name, used in the stored paths: `720p`, `360p`, `mp4`. */
  id: string;
  /** Shown to the learner: `720p`. */
  label: string;
  height: number | null;
  /** Bits per second the playlist declares, when it does. */
  bandwidth: number | null;
  /** The media playlist (HLS) or the MP4 file (signed link as the server gave it). */
  url: string;
  kind: 'hls' | 'mp4';
}

/**
 * Why a download failed (spec 02 §8). `storage-full` is error code 10 (STORAGE_FULL_CODE).
 * `unsupported`: this browser cannot keep files for offline use (no service worker to serve them).
 */
export type DownloadError = 'storage-full' | 'network' | 'not-converted' | 'size-mismatch' | 'unsupported';

/** What a download is of: a lesson video of a course, or a document of a course. */
export type DownloadTarget =
  | {
      kind: 'video';
      userId: number;
      courseId: number;
      streamId: number;
      lessonId: number;
      videoId: number;
      title: string;
      /** The video's own links (converted course answer). */
      m3u8: string | null;
      mp4: string | null;
      poster: string | null;
      subtitles: { srclang: string; label: string; url: string }[];
      durationMs: number;
    }
  | {
      kind: 'file';
      userId: number;
      courseId: number;
      streamId: number;
      documentId: number;
      title: string;
      url: string;
      fileName: string | null;
      mime: string | null;
    };

/** A download as the device keeps it (IndexedDB in the web build; survives reloads and restarts). */
export interface DownloadRecord {
  /** `video-<videoId>` or `file-<documentId>`, per learner. */
  id: string;
  userId: number;
  kind: 'video' | 'file';
  courseId: number;
  streamId: number;
  /** The lesson (videos) or document (files) it belongs to. */
  itemId: number;
  title: string;
  /** The chosen quality's id (videos). */
  quality: string | null;
  status: DownloadStatus;
  /** Stopped by the learner; `status` stays `loading` and resume continues from `loadedBytes`. */
  paused: boolean;
  loadedBytes: number;
  /** From HEAD (spec 02 §7 "Offline"); the local size is verified against it. */
  totalBytes: number;
  error: DownloadError | null;
  /** What the player or a link opens once loaded (spec 02 §3 Video `localUrl`). */
  localUrl: string | null;
  /** Local subtitles and poster of a loaded video. */
  subtitles: { srclang: string; label: string; url: string }[];
  poster: string | null;
  durationMs: number | null;
  createdAt: number;
}
