import type { DeskConsultation } from './chat-detail';

/**
 * Which messages open or close a consultation (its start and end message ids, set by the
 * server, spec 02 §4), so the chat can mark where each paid consultation begins and ends.
 */
export function consultationBounds(
  consultations: readonly DeskConsultation[],
): Map<number, ('start' | 'end')[]> {
  const bounds = new Map<number, ('start' | 'end')[]>();
  const add = (id: number, bound: 'start' | 'end') => bounds.set(id, [...(bounds.get(id) ?? []), bound]);
  for (const consultation of consultations) {
    add(consultation.startMessageId, 'start');
    if (consultation.endMessageId !== null) add(consultation.endMessageId, 'end');
  }
  return bounds;
}
