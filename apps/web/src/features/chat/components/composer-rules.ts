import { CHAT_MESSAGE_MAX_LENGTH } from '@cp/contract';

/** What stops a message from going (spec 02 §5, §8); a key of the chat texts. */
export type ComposerProblem = 'composer.required' | 'files.wait';

export interface Draft {
  text: string;
  /** Finished uploads' ids. */
  files: readonly string[];
  /** Uploads still running. */
  uploading: number;
}

/**
 * spec 02 §8 "Please wait for files to upload", "Message required": a message needs text
 * or an attachment, and waits for every upload. Over-long text cannot be typed (the field's
 * `maxLength`); the server refuses it too.
 */
export function composerProblem(draft: Draft): ComposerProblem | null {
  if (draft.uploading > 0) return 'files.wait';
  if (!draft.text.trim() && draft.files.length === 0) return 'composer.required';
  return null;
}

/** The counter of spec 02 §5 "maximum length with a counter". */
export function composerCounter(text: string): { length: number; max: number } {
  return { length: text.length, max: CHAT_MESSAGE_MAX_LENGTH };
}

/** Ctrl+Enter (or Cmd+Enter) sends: Enter alone is a new line in a message. */
export function isSendShortcut(event: { key: string; ctrlKey: boolean; metaKey: boolean }): boolean {
  return event.key === 'Enter' && (event.ctrlKey || event.metaKey);
}
