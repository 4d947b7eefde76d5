import { type ChatMessagePayload, LANGUAGE_CODES, LANGUAGES, type Language } from '@cp/contract';
import type { Db } from '../../db/client.js';
import { message } from '../../lib/messages.js';
import { pushRecipient } from './push.repository.js';
import { pushToUser } from './push.service.js';
import type { PushSender } from './push-sender.js';

/** A notification shows a line or two: the chat has the whole text (decision 056). */
export const PUSH_BODY_MAX_CHARS = 140;

export interface ExpertAnswer {
  projectId: number;
  learnerId: number;
  chatId: number;
  messageId: number;
  text: string;
  fileCount: number;
  /** The expert's display name; the school's name when they have none. */
  expertName: string | null;
  schoolName: string;
  /** The school's language, for a learner who never chose one. */
  defaultLanguage: string;
}

function languageOf(code: string | null, fallback: string): Language {
  const byCode = (c: string | null) => LANGUAGES.find((l) => LANGUAGE_CODES[l] === c || l === c);
  return byCode(code) ?? byCode(fallback) ?? 'ru';
}

/** The message's first PUSH_BODY_MAX_CHARS characters, cut at a word where there is one. */
export function shortened(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  const chars = Array.from(flat);
  if (chars.length <= PUSH_BODY_MAX_CHARS) return flat;
  const cut = chars.slice(0, PUSH_BODY_MAX_CHARS - 1).join('');
  const atWord = cut.lastIndexOf(' ');
  return `${(atWord > PUSH_BODY_MAX_CHARS / 2 ? cut.slice(0, atWord) : cut).trimEnd()}…`;
}

export function expertAnswerPayload(answer: ExpertAnswer, lang: Language): ChatMessagePayload {
  const body = answer.text.trim()
    ? shortened(answer.text)
    : answer.fileCount > 0
      ? message('chatPushAttachment', lang)
      : '';
  return {
    type: 'chat_message',
    title: message('chatPushTitle', lang, { name: answer.expertName || answer.schoolName }),
    body,
    // Relative to the app's base: the service worker resolves it against its scope.
    url: `chat/${answer.chatId}`,
    chat_id: answer.chatId,
    message_id: answer.messageId,
  };
}

/**
 * "Your expert answered" (issue 9 "Live"): to every browser of the learner, in their language,
 * unless they switched notifications off (`disable_notification`, spec 01 §3). Sent always:
 * the service worker shows nothing while a window of the app is visible (decision 056).
 * Answers how many browsers the push service accepted it for.
 */
export async function pushExpertAnswer(db: Db, send: PushSender, answer: ExpertAnswer): Promise<number> {
  const learner = await pushRecipient(db, answer.projectId, answer.learnerId);
  if (!learner || learner.disableNotification) return 0;
  const payload = expertAnswerPayload(answer, languageOf(learner.languageCode, answer.defaultLanguage));
  return pushToUser(db, send, answer.learnerId, JSON.stringify(payload));
}
