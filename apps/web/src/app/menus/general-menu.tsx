import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { LazyUnreadBadge } from './lazy-unread-badge';
import type { MenuItem } from './menu-items';
import styles from './menus.module.css';

const linkClass = ({ isActive }: { isActive: boolean }) =>
  isActive ? `${styles.link} ${styles.active}` : styles.link;

/** spec 01 §2 "General menu", in the header from tablet width up (the bottom menu on phones). */
export function GeneralMenu({
  items,
  communityPending = false,
}: {
  items: MenuItem[];
  communityPending?: boolean;
}) {
  const { t } = useTranslation('menus');
  return (
    <nav aria-label={t('general')} className={styles.menu}>
      <ul className={styles.list}>
        {items.map((item, index) => (
          <li key={item.key}>
            <NavLink to={item.to} className={linkClass}>
              {t(item.key)}
              {item.unreadBadge && <LazyUnreadBadge />}
            </NavLink>
            {/* The community item's place while communities load: nothing moves when it comes (issue 8). */}
            {index === 0 && communityPending && (
              <span className={`${styles.link} ${styles.reserved}`} aria-hidden="true">
                {t('community')}
              </span>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}
