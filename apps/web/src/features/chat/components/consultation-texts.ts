import type { Chat } from '../api/get-chats';

/** One part of the consultations line: a text key of `consultations` and its count. */
export interface CountText {
  key: 'max' | 'used' | 'left' | 'over' | 'none';
  count: number;
}

/**
 * spec 02 §4 "Consultation text has singular and plural forms (paid consultations max, left
 * or over)": what the line says for the chat's count. Nothing when there is no limit and no
 * consultation yet: most chats have no paid consultations to speak of.
 */
export function consultationTexts({ used, max, left }: Chat['consultations']): CountText[] {
  if (max === null) return used > 0 ? [{ key: 'used', count: used }] : [];
  const parts: CountText[] = [
    { key: 'max', count: max },
    { key: 'used', count: used },
  ];
  const remaining = left ?? max - used;
  if (remaining > 0) parts.push({ key: 'left', count: remaining });
  else if (remaining < 0) parts.push({ key: 'over', count: -remaining });
  else parts.push({ key: 'none', count: 0 });
  return parts;
}
