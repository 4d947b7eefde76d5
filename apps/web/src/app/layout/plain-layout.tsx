import { Outlet } from 'react-router';
import { LanguageSwitch } from '../../components/language-switch/language-switch';
import { Logo } from '../../components/logo/logo';
import { OfflineNotice } from '../../components/offline-notice/offline-notice';
import { useAppConfig } from '../../config/config-context';
import { availableLanguages } from '../../config/feature-flags';
import { useNavigationPending } from '../router/app-router';
import { AppFooter } from './app-footer';
import styles from './layout.module.css';

/** Logo and language switch without menus: the login screen and the forced steps. */
export function Component() {
  const { domain } = useAppConfig();
  const pending = useNavigationPending();
  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <Logo />
        <LanguageSwitch languages={availableLanguages(domain)} />
      </header>
      <OfflineNotice />
      <main className={styles.main} data-pending={pending || undefined} aria-busy={pending || undefined}>
        <Outlet />
      </main>
      <AppFooter />
    </div>
  );
}
