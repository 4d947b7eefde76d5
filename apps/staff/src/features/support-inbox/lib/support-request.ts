import type {
  MailOutcome,
  SupportRequestStatus,
  SupportRequestDetail as WireDetail,
  SupportRequestItem as WireItem,
  SupportReply as WireReply,
  SupportReplySent as WireReplySent,
} from '@cp/contract';

/** A request as the inbox shows it: times in milliseconds, client names. */
export interface SupportRequest {
  id: number;
  kind: WireItem['kind'];
  name: string;
  email: string | null;
  userId: number | null;
  category: { id: number; title: string } | null;
  courseTitle: string | null;
  message: string | null;
  status: SupportRequestStatus;
  createdAt: number;
  repliesCount: number;
}

export interface SupportReply {
  id: number;
  authorName: string;
  body: string;
  createdAt: number;
  /** Null: stored, but not e-mailed (the mail failed, or the server has no mail configured). */
  mailedAt: number | null;
}

/** A reply just sent or sent again, and what became of its mail (issue 28). */
export interface SupportReplySent extends SupportReply {
  mail: MailOutcome;
}

export interface SupportRequestDetail extends SupportRequest {
  learner: { id: number; name: string; email: string | null } | null;
  stream: { id: number; courseTitle: string; startDate: number | null; endDate: number | null } | null;
  replies: SupportReply[];
}

const ms = (seconds: number) => seconds * 1000;
const msOrNull = (seconds: number | null) => (seconds === null ? null : ms(seconds));

export function toSupportRequest(w: WireItem): SupportRequest {
  return {
    id: w.id,
    kind: w.kind,
    name: w.name,
    email: w.email,
    userId: w.user_id,
    category: w.category,
    courseTitle: w.course_title,
    message: w.message,
    status: w.status,
    createdAt: ms(w.created_at),
    repliesCount: w.replies_count,
  };
}

export function toSupportReply(w: WireReply): SupportReply {
  return {
    id: w.id,
    authorName: w.author_name,
    body: w.body,
    createdAt: ms(w.created_at),
    mailedAt: msOrNull(w.mailed_at),
  };
}

export function toSupportReplySent(w: WireReplySent): SupportReplySent {
  return { ...toSupportReply(w), mail: w.mail };
}

export function toSupportRequestDetail(w: WireDetail): SupportRequestDetail {
  return {
    ...toSupportRequest(w),
    learner: w.learner && {
      id: w.learner.id,
      name: [w.learner.name, w.learner.last_name].filter(Boolean).join(' '),
      email: w.learner.email,
    },
    stream: w.stream && {
      id: w.stream.id,
      courseTitle: w.stream.course_title,
      startDate: msOrNull(w.stream.start_date),
      endDate: msOrNull(w.stream.end_date),
    },
    replies: w.replies.map(toSupportReply),
  };
}
