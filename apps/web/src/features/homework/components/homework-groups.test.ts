import { describe, expect, it } from 'vitest';
import { wireUserHomework } from '../../../lib/learning/homework/test-data';
import { toUserHomework } from '../../../lib/learning/homework/user-homework';
import { groupHomeworks, homeworkGroupOf } from './homework-groups';

const item = (id: number, overrides: Parameters<typeof wireUserHomework>[0]) =>
  toUserHomework(wireUserHomework({ id, ...overrides }));

describe('groupHomeworks (issue 10 "/homework")', () => {
  it('puts NOT_UPLOADED and FAIL in to do, UPLOADED under review, DONE accepted', () => {
    expect(['NOT_UPLOADED', 'FAIL', 'UPLOADED', 'DONE'].map((s) => homeworkGroupOf(s as never))).toEqual([
      'todo',
      'todo',
      'review',
      'done',
    ]);
  });

  it('orders the groups and their items, and leaves empty groups out', () => {
    const groups = groupHomeworks([
      item(1, { status: 'DONE', reviewed_at: 10 }),
      item(2, { status: 'NOT_UPLOADED', can_hand_in: false, is_locked: true }),
      item(3, { status: 'UPLOADED', answer_due_at: 900 }),
      item(4, { status: 'NOT_UPLOADED' }),
      item(5, { status: 'FAIL' }),
      item(6, { status: 'UPLOADED', answer_due_at: 500 }),
      item(7, { status: 'DONE', reviewed_at: 20 }),
    ]);
    expect(groups.map((g) => [g.group, g.items.map((i) => i.id)])).toEqual([
      ['todo', [5, 4, 2]],
      ['review', [6, 3]],
      ['done', [7, 1]],
    ]);
    expect(groupHomeworks([item(1, { status: 'DONE' })]).map((g) => g.group)).toEqual(['done']);
    expect(groupHomeworks([])).toEqual([]);
  });
});
