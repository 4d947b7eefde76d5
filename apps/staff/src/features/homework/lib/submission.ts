import type { HomeworkKind, StaffHomeworkDetail, UserHomeworkStatus } from '@cp/contract';
import { routeId } from '@cp/contract';

/** `staffHomeworkItem` of the contract, as the wire carries it (the desk imports no zod). */
export type StaffHomeworkItemWire = Omit<
  StaffHomeworkDetail,
  'answer' | 'review_comment' | 'reviewed_at' | 'scores_earned' | 'stream_status'
>;

/** A hand-in in the review queue, as the screen shows it. Times in milliseconds. */
export interface QueueItem {
  id: number;
  streamId: number;
  courseId: number;
  courseTitle: string;
  learnerName: string;
  learnerEmail: string | null;
  homeworkId: number;
  homeworkTitle: string;
  kind: HomeworkKind;
  /** Points an accepted hand-in earns at most. */
  maxScores: number;
  dayNumber: number | null;
  stageTitle: string;
  status: UserHomeworkStatus;
  handedInAt: number | null;
  answerDueAt: number | null;
  overdue: boolean;
  chatId: number | null;
}

/** An attachment: a photo as a thumbnail, a video inline, a document to download. */
export interface AnswerFile {
  kind: 'image' | 'video' | 'document';
  url: string;
  thumbnail: string | null;
  poster: string | null;
  name: string;
  size: number;
}

export interface Submission extends QueueItem {
  description: string | null;
  /** The learner's last hand-in; null when it left no chat message. */
  answer: {
    text: string;
    files: AnswerFile[];
    /** The chosen exercises of an `exercise` task, by title (an id the task no longer has by number). */
    exercises: string[];
    at: number;
  } | null;
  reviewComment: string | null;
  reviewedAt: number | null;
  scoresEarned: number;
}

const ms = (seconds: number | null) => (seconds === null ? null : seconds * 1000);

/** The learner's name as the desk's chat list shows it: name and last name, else the e-mail, else the id. */
export function learnerNameOf(learner: StaffHomeworkItemWire['learner']): string {
  const name = [learner.name, learner.last_name].filter(Boolean).join(' ').trim();
  return name || learner.email || `#${learner.id}`;
}

export function toQueueItem(wire: StaffHomeworkItemWire): QueueItem {
  return {
    id: wire.id,
    streamId: wire.user_course_stream_id,
    courseId: wire.course_id,
    courseTitle: wire.course_title,
    learnerName: learnerNameOf(wire.learner),
    learnerEmail: wire.learner.email,
    homeworkId: wire.homework.id,
    homeworkTitle: wire.homework.title,
    kind: wire.homework.kind,
    maxScores: wire.homework.scores,
    dayNumber: wire.day_number,
    stageTitle: wire.stage_title,
    status: wire.status,
    handedInAt: ms(wire.handed_in_at),
    answerDueAt: ms(wire.answer_due_at),
    overdue: wire.is_overdue,
    chatId: wire.chat_channel_id,
  };
}

export function toSubmission(wire: StaffHomeworkDetail): Submission {
  const titles = new Map(wire.homework.exercises.map((e) => [e.id, e.title]));
  return {
    ...toQueueItem(wire),
    description: wire.homework.description,
    answer: wire.answer
      ? {
          text: wire.answer.message,
          files: wire.answer.files.map((f) => ({
            kind: f.type,
            url: f.url,
            thumbnail: f.urls.thumbnail ?? null,
            poster: f.urls.poster ?? null,
            name: f.name,
            size: f.size,
          })),
          exercises: wire.answer.exercise_ids.map((id) => titles.get(id) ?? `#${id}`),
          at: wire.answer.created_at * 1000,
        }
      : null,
    reviewComment: wire.review_comment,
    reviewedAt: ms(wire.reviewed_at),
    scoresEarned: wire.scores_earned,
  };
}

/** Why the points typed cannot be given: not a whole number, or outside 0..max; null when they can. */
export function scoresProblem(value: string, max: number): 'notNumber' | 'range' | null {
  // A negative whole number is a number out of range, not "not a whole number".
  if (/^-\d+$/.test(value.trim())) return 'range';
  if (!/^\d+$/.test(value.trim())) return 'notNumber';
  const n = Number(value.trim());
  return n >= 0 && n <= max ? null : 'range';
}

/** A file size for people: bytes, KB or MB with one decimal, in the interface language. */
export function formatSize(bytes: number, language: string): string {
  const format = (n: number, unit: string) =>
    `${new Intl.NumberFormat(language, { maximumFractionDigits: 1 }).format(n)} ${unit}`;
  if (bytes < 1024) return format(bytes, 'B');
  if (bytes < 1024 * 1024) return format(bytes / 1024, 'KB');
  return format(bytes / (1024 * 1024), 'MB');
}

/** `:statusId` of the path as an id, or null (the queue alone). */
export const parseStatusId = routeId;
