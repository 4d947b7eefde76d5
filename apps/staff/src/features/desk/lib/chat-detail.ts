import type { Consultation, ConsultationStatus, StaffChatDetail, StreamStatus } from '@cp/contract';
import { type DeskChat, toDeskChat } from './chat';

/** A paid consultation of the chat (spec 02 §4): bounded by the start and end message ids. */
export interface DeskConsultation {
  id: number;
  status: ConsultationStatus;
  startMessageId: number;
  endMessageId: number | null;
  /** Messages it covers, counted when it closes. */
  amount: number;
  rating: number | null;
  openedAt: number;
  closedAt: number | null;
}

/** The learner's stream beside the chat (issue 9: course, current day, progress, status). */
export interface DeskStream {
  courseTitle: string;
  status: StreamStatus;
  currentDay: number;
  daysCount: number;
  completeDays: number;
  progress: number;
}

export interface DeskChatDetail extends DeskChat {
  stream: DeskStream;
  consultationList: DeskConsultation[];
  /** The one open consultation, if any (at most one per chat, decision 050). */
  openConsultation: DeskConsultation | null;
}

export function toDeskConsultation(wire: Consultation): DeskConsultation {
  return {
    id: wire.id,
    status: wire.status,
    startMessageId: wire.startMessageId,
    endMessageId: wire.endMessageId,
    amount: wire.amount,
    rating: wire.rating,
    openedAt: wire.created_at * 1000,
    closedAt: wire.closed_at === null ? null : wire.closed_at * 1000,
  };
}

export function toDeskChatDetail(wire: StaffChatDetail): DeskChatDetail {
  const consultationList = wire.consultation_list
    .map(toDeskConsultation)
    .sort((a, b) => b.openedAt - a.openedAt);
  return {
    ...toDeskChat(wire),
    stream: {
      courseTitle: wire.stream.course_title,
      status: wire.stream.status,
      currentDay: wire.stream.current_day,
      daysCount: wire.stream.progress.days_count,
      completeDays: wire.stream.progress.complete_days_count,
      progress: wire.stream.progress.progress,
    },
    consultationList,
    openConsultation: consultationList.find((c) => c.status === 'open') ?? null,
  };
}

/**
 * Whether the expert may open a consultation now: none open, replies allowed, and the
 * limits not reached (`left` null = no limit set; the server checks again, 403 past it).
 */
export function canOpenConsultation(chat: DeskChatDetail): boolean {
  return (
    chat.canReply &&
    !chat.openConsultation &&
    (chat.consultations.left === null || chat.consultations.left > 0)
  );
}
