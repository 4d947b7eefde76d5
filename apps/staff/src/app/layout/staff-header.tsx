import { Button } from '@cp/ui';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { useSchoolConfig } from '../../lib/config/config-context';
import { useSession } from '../../lib/session/session-context';
import type { StaffIdentity } from '../../lib/session/staff-identity';
import { navigationFor } from '../routes';
import { LanguageSelect } from './language-select';
import styles from './layout.module.css';

/** The school, the navigation of the member's role, who is signed in, language and sign-out. */
export function StaffHeader({ me }: { me: StaffIdentity }) {
  const { t } = useTranslation();
  const { domain } = useSchoolConfig();
  const { signOut } = useSession();
  return (
    <header className={styles.header}>
      <a className={styles.skip} href="#main">
        {t('skipToContent')}
      </a>
      <div className={styles.brandRow}>
        <span className={styles.brand}>
          <span className={styles.school}>{domain.title || domain.name}</span>
          <span className={styles.product}>{t('productName')}</span>
        </span>
        <span className={styles.account}>
          {me.displayName && <span className={styles.who}>{me.displayName}</span>}
          <LanguageSelect />
          <Button variant="secondary" size="small" onClick={() => void signOut()}>
            {t('actions.signOut')}
          </Button>
        </span>
      </div>
      <nav aria-label={t('nav.label')} className={styles.nav}>
        {navigationFor(me.role).map(({ path, nav }) => (
          <NavLink
            key={path}
            to={`/${path}`}
            className={({ isActive }) => (isActive ? `${styles.navLink} ${styles.active}` : styles.navLink)}
          >
            {t(nav!.labelKey)}
            {nav?.badge && (
              <Suspense fallback={null}>
                <nav.badge />
              </Suspense>
            )}
          </NavLink>
        ))}
      </nav>
    </header>
  );
}
