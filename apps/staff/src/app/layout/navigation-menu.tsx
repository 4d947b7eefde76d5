import type { StaffRole } from '@cp/contract';
import { Dialog } from '@cp/ui';
import { type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import styles from './layout.module.css';
import { StaffNavigation } from './staff-navigation';

/**
 * The phone's way to the navigation (decision 078): a menu button opening the same list in a
 * modal dialog (the browser traps focus and closes it on Escape; focus returns to the button).
 * Hidden from 48rem up, where the sidebar shows the list. `account` comes first, in sight without
 * scrolling past the list: the language and sign-out, which a phone's header has no room for.
 */
export function NavigationMenu({ staffRole, account }: { staffRole: StaffRole; account?: ReactNode }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const { pathname } = useLocation();
  // Following a link (or any change of screen) closes the menu.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the path is the trigger
  useEffect(() => setOpen(false), [pathname]);
  return (
    <>
      <button
        type="button"
        className={styles.menuButton}
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => setOpen(true)}
      >
        <span aria-hidden="true" className={styles.menuIcon}>
          ☰
        </span>
        {t('nav.menu')}
      </button>
      {open && (
        <Dialog title={t('nav.menu')} closeLabel={t('actions.close')} onClose={() => setOpen(false)}>
          <div className={styles.menuBody}>
            {account && <div className={styles.menuAccount}>{account}</div>}
            <StaffNavigation staffRole={staffRole} onNavigate={() => setOpen(false)} />
          </div>
        </Dialog>
      )}
    </>
  );
}
