import button from '@cp/ui/button/button.module.css';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { readStorage, STORAGE_KEYS, writeStorage } from '../../../lib/storage/storage';
import { shouldShowCookieNotice } from './cookie-notice-rule';
import styles from './login-screen.module.css';

/** spec 01 §2 cookie notice bar with Agree and Read more. */
export function CookieNotice({ country }: { country: string | null }) {
  const { t } = useTranslation('auth');
  const detailsId = useId();
  const [visible, setVisible] = useState(() =>
    shouldShowCookieNotice({
      country,
      agreedAt: Number(readStorage(STORAGE_KEYS.cookieAgreedAt)) || null,
      now: Date.now(),
    }),
  );
  const [expanded, setExpanded] = useState(false);
  if (!visible) return null;
  return (
    <section className={styles.cookie} aria-label={t('cookie.label')}>
      <p className={styles.cookieText}>{t('cookie.text')}</p>
      {expanded && (
        <p id={detailsId} className={styles.cookieText}>
          {t('cookie.details')}
        </p>
      )}
      <div className={styles.cookieActions}>
        <button
          type="button"
          className={button.secondary}
          aria-expanded={expanded}
          aria-controls={expanded ? detailsId : undefined}
          onClick={() => setExpanded((value) => !value)}
        >
          {t('cookie.readMore')}
        </button>
        <button
          type="button"
          className={button.primary}
          onClick={() => {
            writeStorage(STORAGE_KEYS.cookieAgreedAt, String(Date.now()));
            setVisible(false);
          }}
        >
          {t('cookie.agree')}
        </button>
      </div>
    </section>
  );
}
