import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { AccessText } from '../../lib/learning/access-text';
import type { Stream } from '../../lib/learning/api/stream';
import { paymentPaths } from '../../lib/routing/payment-paths';
import styles from './learning.module.css';
import { useStreamAccessText } from './use-access-text';

/**
 * Whether the access line offers "Renew" (spec 02 §4 "Extending a course"): within the brand's
 * `daysShowWarning` of the end, or ended. A demo stream has nothing of its own to renew.
 */
export const offersRenewal = (stream: Pick<Stream, 'isDemo'>, text: AccessText): boolean =>
  !stream.isDemo && (text.kind === 'daysLeft' || text.kind === 'ended');

/** The course access line of a stream card or a course header (spec 02 §4), with "Renew" when due. */
export function AccessTextLine({ stream, now = Date.now() }: { stream: Stream; now?: number }) {
  const { t } = useTranslation('learning');
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
      {offersRenewal(stream, access.text) && (
        <>
          {' '}
          <Link
            to={paymentPaths.renewal(stream.id)}
            className={styles.renew}
            aria-label={t('access.renewLabel', { title: stream.course?.title ?? '' })}
          >
            {t('access.renew')}
          </Link>
        </>
      )}
    </p>
  );
}
