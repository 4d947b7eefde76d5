import { ErrorState } from '@cp/ui';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import styles from './desk.module.css';

/**
 * An address that names no chat of this expert (another school's, one that never was, an id no
 * row can have): said once, with no retry that cannot help, and the way back to the list, which a
 * phone does not show beside it.
 */
export function ChatMissing() {
  const { t } = useTranslation('desk');
  return (
    <div className={styles.chat}>
      {/* Only the way back, which a wide screen has beside it as the list. */}
      <header className={`${styles.chatHead} ${styles.missingHead}`}>
        <Link to="/desk" className={styles.back}>
          <span aria-hidden="true">←</span> {t('chat.back')}
        </Link>
      </header>
      <ErrorState title={t('chat.notFound')} />
    </div>
  );
}
