import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink, useLocation } from 'react-router';
import ui from '../../components/ui/screen.module.css';
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
  const list = useRef<HTMLUListElement>(null);
  const { pathname } = useLocation();
  // The row scrolls when the items do not fit (menus.module.css): the current section is kept in
  // view. Only the row scrolls; scrollIntoView would also move the page under the learner.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the active item changes with the path
  useEffect(() => {
    const row = list.current;
    const active = row?.querySelector<HTMLElement>('[aria-current="page"]');
    if (!row || !active) return;
    const shown = row.getBoundingClientRect();
    const item = active.getBoundingClientRect();
    if (item.left < shown.left) row.scrollLeft -= shown.left - item.left;
    else if (item.right > shown.right) row.scrollLeft += item.right - shown.right;
  }, [pathname]);
  return (
    <nav aria-label={t('general')} className={styles.menu}>
      <ul ref={list} className={`${ui.plainList} ${styles.list}`}>
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
