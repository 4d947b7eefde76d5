import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import type { MenuItem } from './menu-items';
import styles from './menus.module.css';

const linkClass = ({ isActive }: { isActive: boolean }) =>
  isActive ? `${styles.link} ${styles.active}` : styles.link;

/** spec 01 §2 "General menu", in the header from tablet width up (the bottom menu on phones). */
export function GeneralMenu({ items }: { items: MenuItem[] }) {
  const { t } = useTranslation('menus');
  return (
    <nav aria-label={t('general')} className={styles.menu}>
      <ul className={styles.list}>
        {items.map((item) => (
          <li key={item.key}>
            <NavLink to={item.to} className={linkClass}>
              {t(item.key)}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
