import { useTranslation } from 'react-i18next';
import ui from '../../../components/ui/screen.module.css';
import { formatDate } from '../../../lib/format/format-date';
import type { PointsEntry } from '../api/get-points-history';
import styles from './points.module.css';

const REASONS = [
  'welcome',
  'day',
  'lesson',
  'spend',
  'referral_cashback',
  'referral_cashback_reversal',
  'credit_cancelled',
] as const;
type Reason = (typeof REASONS)[number];

/** `day:12` -> `day`; a reason the app has no words for shows nothing. */
export function reasonKey(reason: string): Reason | null {
  const kind = reason.split(':')[0];
  return (REASONS as readonly string[]).includes(kind ?? '') ? (kind as Reason) : null;
}

const isoDate = (ms: number) => new Date(ms).toISOString();

/** One line of the history (spec 01 §3 UserScore): what, when (DD.MM.YYYY), how many. */
export function PointsEntryItem({ entry }: { entry: PointsEntry }) {
  const { t } = useTranslation('points');
  const reason = reasonKey(entry.reason);
  const sign = entry.type === 'add' ? '+' : '−';
  return (
    <li className={styles.entry} data-entry-type={entry.type}>
      <span className={styles.entryWhat}>
        <span className={styles.entryType}>{t(`history.${entry.type}`)}</span>
        {reason && <span>{t(`history.reasons.${reason}`)}</span>}
        <time className={ui.muted} dateTime={isoDate(entry.updatedAt)}>
          {formatDate(entry.updatedAt)}
        </time>
      </span>
      <span className={`${styles.amount} ${entry.type === 'add' ? styles.add : ''}`}>
        {sign}
        {entry.amount}
      </span>
    </li>
  );
}
