import {
  type Language,
  SUPPORT_EXCERPT_LENGTH,
  SUPPORT_REQUEST_STATUSES,
  type SupportReply,
  type SupportRequestCounts,
  type SupportRequestDetail,
  type SupportRequestItem,
} from '@cp/contract';
import type { findLearner, findStream, ReplyRow, RequestRow } from './support-inbox.repository.js';

const seconds = (at: Date) => Math.floor(at.getTime() / 1000);
const secondsOrNull = (at: Date | null) => (at ? seconds(at) : null);

/** The category's title in the request's language, else Russian (the default), else any. */
function title(titles: Partial<Record<Language, string>>, lang: Language): string | null {
  return titles[lang] ?? titles.ru ?? Object.values(titles)[0] ?? null;
}

/** A signed-in learner's current account address wins: it is where a reply reaches them. */
export const replyAddress = (row: RequestRow) => row.accountEmail ?? row.request.email;

function excerpt(text: string | null): string | null {
  if (text === null || text.length <= SUPPORT_EXCERPT_LENGTH) return text;
  return `${text.slice(0, SUPPORT_EXCERPT_LENGTH - 1).trimEnd()}…`;
}

export function presentItem(row: RequestRow, lang: Language): SupportRequestItem {
  const r = row.request;
  return {
    id: r.id,
    kind: r.kind,
    name: r.name,
    email: replyAddress(row),
    user_id: r.userId,
    category:
      r.supportCategoryId === null
        ? null
        : {
            id: r.supportCategoryId,
            title: (row.categoryTitle && title(row.categoryTitle, lang)) ?? String(r.supportCategoryId),
          },
    course_title: row.courseTitle,
    message: excerpt(r.message),
    status: r.status,
    created_at: seconds(r.createdAt),
    replies_count: Number(row.repliesCount),
  };
}

export function presentReply(row: ReplyRow): SupportReply {
  return {
    id: row.id,
    author_name: row.authorName,
    body: row.body,
    created_at: seconds(row.createdAt),
    mailed_at: secondsOrNull(row.mailedAt),
  };
}

type Learner = Awaited<ReturnType<typeof findLearner>>;
type Stream = Awaited<ReturnType<typeof findStream>>;

export function presentDetail(
  row: RequestRow,
  context: { learner: Learner; stream: Stream; replies: ReplyRow[] },
  lang: Language,
): SupportRequestDetail {
  const { learner, stream } = context;
  return {
    ...presentItem(row, lang),
    message: row.request.message,
    learner: learner && {
      id: learner.id,
      name: learner.name,
      last_name: learner.lastName,
      email: learner.email,
    },
    stream: stream && {
      id: stream.id,
      course_id: stream.courseId,
      course_title: stream.courseTitle,
      start_date: secondsOrNull(stream.startDate),
      end_date: secondsOrNull(stream.endDate),
    },
    mailed_at: secondsOrNull(row.request.mailedAt),
    updated_at: seconds(row.request.updatedAt),
    replies: context.replies.map(presentReply),
  };
}

export function presentCounts(rows: { status: string; n: number }[]): SupportRequestCounts {
  const counts: SupportRequestCounts = { new: 0, answered: 0, closed: 0 };
  for (const row of rows) {
    if ((SUPPORT_REQUEST_STATUSES as readonly string[]).includes(row.status)) {
      counts[row.status as keyof SupportRequestCounts] = Number(row.n);
    }
  }
  return counts;
}
