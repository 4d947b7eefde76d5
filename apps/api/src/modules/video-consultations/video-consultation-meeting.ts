import { VIDEO_CONSULTATION_JOIN_EARLY_MINUTES } from '@cp/contract';
import type { VideoConsultationRow } from './video-consultations.repository.js';

const MINUTE = 60_000;

/**
 * When the learner's "Join" shows (decision 142): from VIDEO_CONSULTATION_JOIN_EARLY_MINUTES before
 * the start to the end of the slot, for a confirmed consultation with a meeting address only.
 * Seconds, as the wire has them; the learner's screen compares them with its clock.
 */
export function joinWindow(
  row: Pick<VideoConsultationRow, 'status' | 'startDateTime' | 'meetingUrl'>,
  durationMinutes: number,
): { join_from: number | null; join_until: number | null } {
  if (row.status !== 'confirmed' || !row.startDateTime || !row.meetingUrl) {
    return { join_from: null, join_until: null };
  }
  const start = row.startDateTime.getTime();
  return {
    join_from: Math.floor((start - VIDEO_CONSULTATION_JOIN_EARLY_MINUTES * MINUTE) / 1000),
    join_until: Math.floor((start + durationMinutes * MINUTE) / 1000),
  };
}

/**
 * The meeting fields a confirmation writes: a field left out keeps what the row has, '' clears it;
 * an address is stored as the URL standard writes it (the contract has checked it is https).
 */
export function meetingOf(
  body: { meeting_url?: string; meeting_note?: string },
  row: Pick<VideoConsultationRow, 'meetingUrl' | 'meetingNote'>,
): { meetingUrl: string | null; meetingNote: string | null } {
  const url = body.meeting_url === undefined ? row.meetingUrl : body.meeting_url || null;
  const note = body.meeting_note === undefined ? row.meetingNote : body.meeting_note || null;
  return { meetingUrl: url && new URL(url).href, meetingNote: note };
}
