import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Modal } from '../../components/modal/modal';
import { PATHS } from '../../lib/routing/paths';
import type { MenuItem } from './menu-items';
import styles from './menus.module.css';

/** spec 01 §2 "Mobile profile menu", opened from the bottom menu's profile item. */
export function MobileProfileMenu({ items, onClose }: { items: MenuItem[]; onClose: () => void }) {
  const { t } = useTranslation('menus');
  return (
    <Modal title={t('profileMenu')} onClose={onClose}>
      <nav aria-label={t('profileMenu')}>
        <ul className={styles.sheetList}>
          {[...items, { key: 'exit', to: PATHS.logout } as const].map((item) => (
            <li key={item.key}>
              <Link to={item.to} className={styles.sheetLink} onClick={onClose}>
                {t(item.key)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </Modal>
  );
}
