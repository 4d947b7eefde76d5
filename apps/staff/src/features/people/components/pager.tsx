import { Button } from '@cp/ui';
import { useTranslation } from 'react-i18next';
import styles from './people.module.css';

/** Previous and next page of the learners, with where we are. */
export function Pager({
  page,
  pageCount,
  onPage,
}: {
  page: number;
  pageCount: number;
  onPage: (page: number) => void;
}) {
  const { t } = useTranslation('people');
  if (pageCount <= 1) return null;
  return (
    <nav className={styles.pager} aria-label={t('pager.label')}>
      <Button variant="secondary" size="small" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {t('pager.previous')}
      </Button>
      <span>{t('pager.position', { page, total: pageCount })}</span>
      <Button variant="secondary" size="small" disabled={page >= pageCount} onClick={() => onPage(page + 1)}>
        {t('pager.next')}
      </Button>
    </nav>
  );
}
