import { describe, expect, it } from 'vitest';
import { detailParts, learnerOf } from './audit-details';

describe('audit details', () => {
  it('shows changes as before and after, times as dates, and hides the ids kept for links', () => {
    const parts = detailParts(
      {
        user_id: 7,
        end_date: { from: '2030-01-01T00:00:00.000Z', to: '2030-02-01T00:00:00.000Z' },
        reason: 'Helped',
        is_require_update_password: { from: false, to: true },
      },
      'en',
      ['yes', 'no'],
    );
    expect(parts.map((p) => p.key)).toEqual(['end_date', 'reason', 'is_require_update_password']);
    expect(parts[0]!.from).toMatch(/2030/);
    expect(parts[0]!.to).toMatch(/Feb/);
    expect(parts[1]).toEqual({ key: 'reason', value: 'Helped' });
    expect(parts[2]).toEqual({ key: 'is_require_update_password', from: 'no', to: 'yes' });
  });

  it('links a line to its learner: the target user, or the owner of a stream', () => {
    expect(learnerOf({ targetType: 'user', targetId: '5', details: {} })).toBe(5);
    expect(learnerOf({ targetType: 'stream', targetId: '9', details: { user_id: 3 } })).toBe(3);
    expect(learnerOf({ targetType: 'brand', targetId: null, details: {} })).toBeNull();
  });
});
