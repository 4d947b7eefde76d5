import type { staffRating } from '@cp/contract';
import type { z } from 'zod';

/** A rating the expert received: of one of their answers, or of a consultation they opened. */
export interface ReceivedRating {
  kind: 'message' | 'consultation';
  id: number;
  chatId: number;
  rating: number;
  ratedAt: number;
  /** The rated answer's text (a message rating), else null. */
  text: string | null;
}

export function toReceivedRating(wire: z.infer<typeof staffRating>): ReceivedRating {
  return {
    kind: wire.kind,
    id: wire.id,
    chatId: wire.chat_id,
    rating: wire.rating,
    ratedAt: wire.rated_at * 1000,
    text: wire.message,
  };
}

/** The mean of the loaded ratings, one decimal; null without any. */
export function averageRating(ratings: readonly ReceivedRating[]): number | null {
  if (ratings.length === 0) return null;
  const sum = ratings.reduce((total, item) => total + item.rating, 0);
  return Math.round((sum / ratings.length) * 10) / 10;
}
