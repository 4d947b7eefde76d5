import type { Consultation } from '@cp/contract';
import { toSeconds } from '../../lib/time.js';
import type { ConsultationRow } from './consultations.repository.js';

/** spec 02 §3 Consultation, timestamps in seconds. */
export function presentConsultation(row: ConsultationRow): Consultation {
  return {
    id: row.id,
    chatChannelId: row.chatChannelId,
    status: row.status,
    startMessageId: row.startMessageId,
    endMessageId: row.endMessageId,
    amount: row.amount,
    rating: row.rating,
    created_at: Math.floor(row.createdAt.getTime() / 1000),
    closed_at: toSeconds(row.closedAt),
  };
}
