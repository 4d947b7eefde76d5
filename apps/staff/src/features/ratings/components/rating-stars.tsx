import { CHAT_RATING_MAX } from '@cp/contract';
import styles from './ratings.module.css';

/** ★★★★☆ for the eye; the label says "4 of 5". */
export function RatingStars({ rating, label }: { rating: number; label: string }) {
  const stars = Array.from({ length: CHAT_RATING_MAX }, (_, index) => (index < rating ? '★' : '☆')).join('');
  return (
    <span className={styles.stars}>
      <span aria-hidden="true">{stars}</span>
      <span className={styles.visuallyHidden}>{label}</span>
    </span>
  );
}
