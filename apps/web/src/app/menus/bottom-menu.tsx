import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useAppConfig } from '../../config/config-context';
import { CHATS_PATH } from '../../lib/navigation/chat-paths';
import { PATHS } from '../../lib/routing/paths';
import { LazyUnreadBadge } from './lazy-unread-badge';
import { type BottomItem, hasChat } from './menu-items';
import styles from './menus.module.css';

/**
 * spec 01 §2 "Bottom menu" on phones: course, chat (where the brand has it, with the unread
 * badge) and profile; task and catalog join with their screens (docs/spec-gaps.md). Profile
 * opens the mobile profile menu.
 */
export function BottomMenu({ active, onProfile }: { active: BottomItem | null; onProfile: () => void }) {
  const { t } = useTranslation('menus');
  const withChat = hasChat(useAppConfig());
  const current = (item: BottomItem) => (active === item ? 'page' : undefined);
  return (
    <nav aria-label={t('bottom')} className={styles.bottom}>
      <ul className={styles.bottomList}>
        <li>
          <Link to={PATHS.courses} className={styles.bottomItem} aria-current={current('course')}>
            <span aria-hidden="true" className={styles.icon}>
              ▤
            </span>
            {t('course')}
          </Link>
        </li>
        {withChat && (
          <li>
            <Link to={CHATS_PATH} className={styles.bottomItem} aria-current={current('chat')}>
              <span aria-hidden="true" className={styles.icon}>
                ✉
              </span>
              <span>
                {t('chat')}
                <LazyUnreadBadge />
              </span>
            </Link>
          </li>
        )}
        <li>
          <button
            type="button"
            className={styles.bottomItem}
            aria-haspopup="dialog"
            aria-current={current('profile')}
            onClick={onProfile}
          >
            <span aria-hidden="true" className={styles.icon}>
              ☺
            </span>
            {t('profile')}
          </button>
        </li>
      </ul>
    </nav>
  );
}
