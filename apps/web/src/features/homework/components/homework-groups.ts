import type { UserHomeworkStatus } from '@cp/contract';
import type { UserHomework } from '../../../lib/learning/homework/user-homework';

/** The groups of the homework list (issue 10 "Screens"): to do, under review, accepted. */
export type HomeworkGroup = 'todo' | 'review' | 'done';

const GROUP_OF: Record<UserHomeworkStatus, HomeworkGroup> = {
  NOT_UPLOADED: 'todo',
  FAIL: 'todo',
  UPLOADED: 'review',
  DONE: 'done',
};

export const homeworkGroupOf = (status: UserHomeworkStatus): HomeworkGroup => GROUP_OF[status];

/** Within "to do": sent back first (it waits on the learner), then what can be handed in, then the rest. */
const todoRank = (item: UserHomework) => (item.status === 'FAIL' ? 0 : item.canHandIn ? 1 : 2);

/**
 * The learner's homework across streams by status, to do first (NOT_UPLOADED and FAIL), then
 * under review (the soonest answer first), then accepted (the newest first); empty groups are
 * left out. Within a rank the server's course order stays.
 */
export function groupHomeworks(
  list: readonly UserHomework[],
): { group: HomeworkGroup; items: UserHomework[] }[] {
  const of = (group: HomeworkGroup) => list.filter((item) => GROUP_OF[item.status] === group);
  const groups = [
    { group: 'todo' as const, items: of('todo').sort((a, b) => todoRank(a) - todoRank(b)) },
    {
      group: 'review' as const,
      items: of('review').sort((a, b) => (a.answerDueAt ?? 0) - (b.answerDueAt ?? 0)),
    },
    { group: 'done' as const, items: of('done').sort((a, b) => (b.reviewedAt ?? 0) - (a.reviewedAt ?? 0)) },
  ];
  return groups.filter((g) => g.items.length > 0);
}
