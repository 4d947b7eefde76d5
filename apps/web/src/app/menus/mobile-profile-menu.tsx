import type { Language } from '@cp/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LanguageSwitch } from '../../components/language-switch/language-switch';
import { Modal } from '../../components/modal/modal';
import ui from '../../components/ui/screen.module.css';
import { PATHS } from '../../lib/routing/paths';
import type { MenuItem } from './menu-items';
import styles from './menus.module.css';

interface MobileProfileMenuProps {
  items: MenuItem[];
  /** The school's languages: on phones the switch lives here, not in the header (issue 8). */
  languages: readonly Language[];
  onClose: () => void;
}

/**
 * spec 01 §2 "Mobile profile menu", opened from the bottom menu's profile item. It also holds
 * the language switch and sign-out, which would make the phone's header wrap to two rows.
 */
export function MobileProfileMenu({ items, languages, onClose }: MobileProfileMenuProps) {
  const { t } = useTranslation('menus');
  return (
    <Modal title={t('profileMenu')} onClose={onClose}>
      <nav aria-label={t('profileMenu')}>
        <ul className={ui.plainList}>
          {[...items, { key: 'exit', to: PATHS.logout } as const].map((item) => (
            <li key={item.key}>
              <Link to={item.to} className={styles.sheetLink} onClick={onClose}>
                {t(item.key)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <div className={styles.sheetLanguage}>
        <LanguageSwitch languages={languages} />
      </div>
    </Modal>
  );
}
