import type { Stream } from '../../lib/learning/api/stream';
import styles from './learning.module.css';
import { useStreamAccessText } from './use-access-text';

/** The course access line of a stream card or a course header (spec 02 §4). */
export function AccessTextLine({ stream, now = Date.now() }: { stream: Stream; now?: number }) {
  const access = useStreamAccessText(stream, now);
  if (!access) return null;
  const warning =
    access.text.kind === 'daysLeft' || access.text.kind === 'ended' || access.text.kind === 'paused';
  return (
    <p
      className={warning ? `${styles.access} ${styles.warning}` : styles.access}
      data-access={access.text.kind}
    >
      {access.message}
    </p>
  );
}
