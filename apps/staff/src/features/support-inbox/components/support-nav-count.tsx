import { Badge } from '@cp/ui';
import { useTranslation } from 'react-i18next';
import { useSupportCounts } from '../api/get-counts';
import styles from './support-inbox.module.css';

/** The navigation's count of new support requests; nothing while none are new or it cannot be read. */
export default function SupportNavCount() {
  const { t } = useTranslation('support-inbox');
  const counts = useSupportCounts();
  const n = counts.data?.new ?? 0;
  if (n === 0) return null;
  return (
    <span data-testid="support-nav-count" className={styles.navCount}>
      <Badge tone="accent" label={t('nav.new', { n })}>
        {n}
      </Badge>
    </span>
  );
}
