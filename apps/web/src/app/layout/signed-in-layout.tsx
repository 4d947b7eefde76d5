import { Link, Outlet } from 'react-router';
import { LanguageSwitch } from '../../components/language-switch/language-switch';
import { Logo } from '../../components/logo/logo';
import { useAppConfig } from '../../config/config-context';
import { availableLanguages } from '../../config/feature-flags';
import { PATHS } from '../../lib/routing/paths';
import { displayName } from '../../lib/session/current-user';
import { useCurrentUser } from '../../lib/session/current-user-query';
import { GeneralMenu } from '../menus/general-menu';
import { AppFooter } from './app-footer';
import styles from './layout.module.css';

export function Component() {
  const { domain } = useAppConfig();
  const { data: user } = useCurrentUser();
  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <Link to={PATHS.courses} className={styles.logoLink}>
          <Logo />
        </Link>
        <GeneralMenu />
        <div className={styles.headerEnd}>
          {user && <span className={styles.userName}>{displayName(user)}</span>}
          <LanguageSwitch languages={availableLanguages(domain)} />
        </div>
      </header>
      <main className={styles.main}>
        <Outlet />
      </main>
      <AppFooter />
    </div>
  );
}
