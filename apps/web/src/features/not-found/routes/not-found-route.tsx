import button from '@cp/ui/button/button.module.css';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PATHS } from '../../../lib/routing/paths';
import styles from './not-found-route.module.css';

/** spec 01 §2 "404: not-found page with a button back to courses". */
export function Component() {
  const { t } = useTranslation('not-found');
  return (
    <main className={styles.screen}>
      <p className={styles.code} aria-hidden="true">
        404
      </p>
      <h1 className={styles.title}>{t('title')}</h1>
      <p>{t('text')}</p>
      <Link to={PATHS.courses} className={button.primary}>
        {t('toCourses')}
      </Link>
    </main>
  );
}
