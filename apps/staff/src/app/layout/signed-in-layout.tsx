import { Spinner } from '@cp/ui';
import { useTranslation } from 'react-i18next';
import { Navigate, Outlet, useLocation } from 'react-router';
import { SIGN_IN_PATH } from '../../lib/paths';
import { useSession } from '../../lib/session/session-context';
import { RealtimeSession } from '../realtime-session';
import styles from './layout.module.css';
import { StaffHeader } from './staff-header';
import { StaffNavigation } from './staff-navigation';

/** Every signed-in screen: the header, the navigation (a sidebar; a menu on phones), the socket, the screen. */
export function SignedInLayout() {
  const { t } = useTranslation();
  const { state } = useSession();
  const location = useLocation();
  if (state.status === 'checking') {
    return (
      <div className={styles.center}>
        <Spinner label={t('loading')} />
      </div>
    );
  }
  if (state.status === 'signed-out') {
    return <Navigate to={SIGN_IN_PATH} replace state={{ from: `${location.pathname}${location.search}` }} />;
  }
  return (
    <div className={styles.shell}>
      <RealtimeSession />
      <StaffHeader me={state.me} />
      <div className={styles.body}>
        <aside className={styles.sidebar}>
          <StaffNavigation staffRole={state.me.role} />
        </aside>
        <main className={styles.main} id="main" tabIndex={-1}>
          <Outlet />
        </main>
      </div>
    </div>
  );
}
