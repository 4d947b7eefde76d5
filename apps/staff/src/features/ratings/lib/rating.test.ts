import { describe, expect, it } from 'vitest';
import { averageRating, toReceivedRating } from './rating';

describe('ratings', () => {
  it('reads a rating and averages to one decimal', () => {
    const one = toReceivedRating({
      kind: 'message',
      id: 1,
      chat_id: 3,
      rating: 5,
      rated_at: 10,
      message: 'Hi',
    });
    expect(one).toEqual({ kind: 'message', id: 1, chatId: 3, rating: 5, ratedAt: 10_000, text: 'Hi' });
    expect(averageRating([one, { ...one, rating: 4 }, { ...one, rating: 4 }])).toBe(4.3);
    expect(averageRating([])).toBeNull();
  });
});
