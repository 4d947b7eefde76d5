import { CHAT_RATING_MAX, CHAT_RATING_MIN } from '@cp/contract';
import { useTranslation } from 'react-i18next';
import styles from './chat.module.css';

const VALUES = Array.from({ length: CHAT_RATING_MAX - CHAT_RATING_MIN + 1 }, (_, i) => CHAT_RATING_MIN + i);

interface RatingStarsProps {
  legend: string;
  /** The legend once rated; by default "Your rating: n of 5". */
  ratedLegend?: string;
  value: number | null;
  disabled?: boolean;
  onRate: (value: number) => void;
}

/** Buttons 1..5 (CHAT_RATING_MIN..MAX), each saying its value; the chosen ones pressed. */
export function RatingStars({ legend, ratedLegend, value, disabled = false, onRate }: RatingStarsProps) {
  const { t } = useTranslation('chat');
  return (
    <fieldset className={styles.stars} disabled={disabled}>
      <legend>
        {value === null ? legend : (ratedLegend ?? t('rating.yours', { value, max: CHAT_RATING_MAX }))}
      </legend>
      {VALUES.map((star) => (
        <button
          key={star}
          type="button"
          className={styles.star}
          aria-pressed={value !== null && star <= value}
          aria-label={t('rating.value', { value: star, max: CHAT_RATING_MAX })}
          onClick={() => onRate(star)}
        >
          <span aria-hidden="true">{value !== null && star <= value ? '★' : '☆'}</span>
        </button>
      ))}
    </fieldset>
  );
}
