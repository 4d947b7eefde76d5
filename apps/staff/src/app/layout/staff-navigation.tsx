import type { StaffRole } from '@cp/contract';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { navigationFor, type StaffScreen } from '../routes';
import styles from './layout.module.css';

export type NavGroup = 'desk' | 'school';
const GROUPS: readonly NavGroup[] = ['desk', 'school'];

/**
 * The screens of the member's role in the navigation, by group (decision 078): `desk` (answering
 * learners) before `school` (the console). An entry without a group is the desk's.
 */
export function navigationGroups(role: StaffRole): { group: NavGroup; screens: StaffScreen[] }[] {
  const screens = navigationFor(role);
  return GROUPS.map((group) => ({
    group,
    screens: screens.filter((screen) => (screen.nav?.group ?? 'desk') === group),
  })).filter((entry) => entry.screens.length > 0);
}

/**
 * The navigation list: under a heading per group when the role has more than one (an expert,
 * who has only the desk, sees no heading). The current page is `aria-current="page"` (NavLink).
 * `onNavigate`: the phone's menu closes when a link is followed.
 */
export function StaffNavigation({
  staffRole,
  onNavigate,
}: {
  staffRole: StaffRole;
  onNavigate?: () => void;
}) {
  const { t } = useTranslation();
  const groups = navigationGroups(staffRole);
  const headed = groups.length > 1;
  return (
    <nav aria-label={t('nav.label')} className={styles.nav}>
      {groups.map(({ group, screens }) => {
        const headingId = `nav-group-${group}`;
        return (
          <div key={group} className={styles.navGroup}>
            {headed && (
              <h2 id={headingId} className={styles.navHeading}>
                {t(`nav.groups.${group}`)}
              </h2>
            )}
            <ul className={styles.navList} aria-labelledby={headed ? headingId : undefined}>
              {screens.map(({ path, nav }) => (
                <li key={path}>
                  <NavLink
                    to={`/${path}`}
                    onClick={onNavigate}
                    className={({ isActive }) =>
                      isActive ? `${styles.navLink} ${styles.active}` : styles.navLink
                    }
                  >
                    <span className={styles.navLabel}>{t(nav!.labelKey)}</span>
                    {nav?.badge && (
                      <Suspense fallback={null}>
                        <nav.badge />
                      </Suspense>
                    )}
                  </NavLink>
                </li>
              ))}
            </ul>
          </div>
        );
      })}
    </nav>
  );
}
