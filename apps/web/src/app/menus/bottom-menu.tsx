import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useAppConfig } from '../../config/config-context';
import { CHATS_PATH } from '../../lib/navigation/chat-paths';
import { HOMEWORKS_PATH } from '../../lib/navigation/homework-paths';
import { PATHS } from '../../lib/routing/paths';
import { paymentPaths } from '../../lib/routing/payment-paths';
import { LazyUnreadBadge } from './lazy-unread-badge';
import { type BottomItem, bottomItemCurrent, hasChat, isFaceStyle } from './menu-items';
import styles from './menus.module.css';

/**
 * spec 01 §2 "Bottom menu" on phones, five items: course, chat (where the brand has it, with the
 * unread badge; in the face style it also covers the task routes), task (the homework), catalog
 * and profile. Profile opens the mobile profile menu.
 */
export function BottomMenu({ active, onProfile }: { active: BottomItem | null; onProfile: () => void }) {
  const { t } = useTranslation('menus');
  const config = useAppConfig();
  const withChat = hasChat(config);
  const faceStyle = isFaceStyle(config);
  const current = (item: BottomItem) => bottomItemCurrent(item, active, faceStyle);
  return (
    <nav aria-label={t('bottom')} className={styles.bottom} data-bottom-menu>
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
          <Link to={HOMEWORKS_PATH} className={styles.bottomItem} aria-current={current('task')}>
            <span aria-hidden="true" className={styles.icon}>
              ✓
            </span>
            {t('task')}
          </Link>
        </li>
        <li>
          <Link to={paymentPaths.catalog} className={styles.bottomItem} aria-current={current('catalog')}>
            <span aria-hidden="true" className={styles.icon}>
              ◈
            </span>
            {t('catalog')}
          </Link>
        </li>
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
