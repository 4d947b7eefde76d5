import { Badge } from '@cp/ui';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDateTime } from '../../../lib/format/format-time';
import type { SupportRequest } from '../lib/support-request';
import { StatusBadge } from './status-badge';
import styles from './support-inbox.module.css';

/** One request of the inbox: who, about what, the start of the message; the name opens it. */
export function RequestCard({ request }: { request: SupportRequest }) {
  const { t, i18n } = useTranslation('support-inbox');
  return (
    <li className={styles.card}>
      <div className={styles.cardTop}>
        <Link className={styles.cardLink} to={`/support/${request.id}`}>
          {request.name}
        </Link>
        <span className={styles.muted}>{request.email ?? t('list.noEmail')}</span>
        <StatusBadge status={request.status} />
        <Badge tone="neutral">{t(`kind.${request.kind}`)}</Badge>
      </div>
      <div className={`${styles.meta} ${styles.muted}`}>
        <span>{request.category?.title ?? t('request.noCategory')}</span>
        {request.courseTitle && <span>{request.courseTitle}</span>}
        <span>{formatDateTime(request.createdAt, i18n.language)}</span>
        <span>
          {request.repliesCount > 0 ? t('list.replies', { n: request.repliesCount }) : t('list.noReplies')}
        </span>
      </div>
      <p className={styles.excerpt}>{request.message ?? t('list.autoMessage')}</p>
    </li>
  );
}
