import { type HomeworkKind, UPLOAD_DOCUMENT_MIMES } from '@cp/contract';
import { isMisconfigured } from '../../../lib/learning/homework/user-homework';

/** What stops a hand-in from going (spec 02 §5, §8); a key of the homework texts. */
export type HandInProblem =
  | 'files.wait'
  | 'form.messageRequired'
  | 'form.fileRequired'
  | 'form.exerciseRequired'
  | 'misconfigured';

export interface HandInDraft {
  kind: HomeworkKind;
  text: string;
  /** Finished uploads' ids. */
  files: readonly string[];
  /** Uploads still running. */
  uploading: number;
  exerciseIds: readonly number[];
  /** The task's exercises (an exercise task without them is misconfigured). */
  exercises: readonly { id: number }[];
}

/** The kinds that are handed in as files (decision 057). */
export const takesFiles = (kind: HomeworkKind): kind is 'photo' | 'video' | 'file' =>
  kind === 'photo' || kind === 'video' || kind === 'file';

/**
 * spec 02 §5 "Homework needs a message, a file or an exercise selection depending on the task,
 * and waits for file uploads to finish" (decision 057): text needs a message; photo, video and
 * file need a file ("To submit a homework, you must upload a file"); exercise needs a choice.
 * Elsewhere the message is an optional comment.
 */
export function handInProblem(draft: HandInDraft): HandInProblem | null {
  if (isMisconfigured(draft)) return 'misconfigured';
  if (draft.uploading > 0) return 'files.wait';
  if (draft.kind === 'text' && !draft.text.trim()) return 'form.messageRequired';
  if (takesFiles(draft.kind) && draft.files.length === 0) return 'form.fileRequired';
  if (draft.kind === 'exercise' && draft.exerciseIds.length === 0) return 'form.exerciseRequired';
  return null;
}

/** Names the office documents go by where a browser does not know their type. */
const DOCUMENT_EXTENSIONS = ['.pdf', '.docx', '.xlsx', '.pptx', '.odt', '.ods', '.odp', '.rtf', '.zip'];
const DOCUMENT_MIMES: readonly string[] = UPLOAD_DOCUMENT_MIMES;

/** The file picker's `accept` for a task's kind: what the server takes (decision 057). */
export function acceptAttribute(kind: 'photo' | 'video' | 'file'): string {
  if (kind === 'photo') return 'image/*';
  if (kind === 'video') return 'video/*';
  return ['image/*', 'video/*', ...DOCUMENT_MIMES, ...DOCUMENT_EXTENSIONS].join(',');
}

/**
 * The picker's choice checked again before sending (a picker can be told "all files"): a
 * photo task takes images, a video task videos, a file task those or documents. The server
 * checks the content once more.
 */
export function acceptsFile(kind: 'photo' | 'video' | 'file', file: { type: string; name: string }): boolean {
  const image = file.type.startsWith('image/');
  const video = file.type.startsWith('video/');
  if (kind === 'photo') return image;
  if (kind === 'video') return video;
  const name = file.name.toLowerCase();
  return (
    image ||
    video ||
    DOCUMENT_MIMES.includes(file.type) ||
    // Some systems give office files no type (or a generic one): their name decides here.
    ((file.type === '' || file.type === 'application/octet-stream') &&
      DOCUMENT_EXTENSIONS.some((extension) => name.endsWith(extension)))
  );
}
