import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { useAppConfig } from '../../config/config-context';
import { PATHS } from '../../lib/routing/paths';
import styles from './menus.module.css';

/**
 * spec 01 §2 "Menus", general menu: only the screens that exist so far (my
 * courses); community, homeworks, messages, video consultations and the support
 * centre join as their screens are built. Exit ends the session.
 */
export function GeneralMenu() {
  const { t } = useTranslation();
  const { t: tSocial } = useTranslation('social');
  const { domain } = useAppConfig();
  // spec 01 §2: social networks appear only when the school configured auth clients.
  const hasSocial = domain.auth.enabled && Object.keys(domain.auth.clients).length > 0;
  const linkClass = ({ isActive }: { isActive: boolean }) =>
    isActive ? `${styles.link} ${styles.active}` : styles.link;
  return (
    <nav aria-label={t('menu.general')} className={styles.menu}>
      <ul className={styles.list}>
        <li>
          <NavLink to={PATHS.courses} className={linkClass}>
            {t('menu.myCourses')}
          </NavLink>
        </li>
        {hasSocial && (
          <li>
            <NavLink to="/user/social-networks" className={linkClass}>
              {tSocial('menu')}
            </NavLink>
          </li>
        )}
        <li>
          <NavLink to={PATHS.logout} className={linkClass}>
            {t('menu.exit')}
          </NavLink>
        </li>
      </ul>
    </nav>
  );
}
