import { Tabs } from '@cp/ui';
import type { ComponentType } from 'react';
import { Navigate, useNavigate, useParams } from 'react-router';
import styles from './section-tabs.module.css';

export interface SectionTabsScreenProps<S extends string> {
  /** The screen's address without the section (`/payments`). */
  path: string;
  /** The sections in the tabs' order; the first one opens when the address names none. */
  sections: readonly S[];
  panels: Record<S, ComponentType>;
  title: string;
  /** The tab list's accessible name. */
  tabsLabel: string;
  sectionLabel: (section: S) => string;
}

/**
 * A screen whose tabs are addresses (`<path>/<section>`), so a link or a reload keeps the
 * section. The bare path (the navigation's link) and an unknown section open the first section,
 * always at `<path>/<section>`: one route for every tab, so switching tabs keeps the tab's focus.
 * Switching replaces the history entry: Back leaves the screen rather than walking its tabs.
 */
export function SectionTabsScreen<S extends string>({
  path,
  sections,
  panels,
  title,
  tabsLabel,
  sectionLabel,
}: SectionTabsScreenProps<S>) {
  const navigate = useNavigate();
  const param = useParams().section;
  if (!sections.includes(param as S)) return <Navigate to={`${path}/${sections[0]}`} replace />;
  const section = param as S;
  const Panel: ComponentType = panels[section];
  const panelId = `${path.replace(/\W/g, '')}-panel`;
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{title}</h1>
      <Tabs
        label={tabsLabel}
        items={sections.map((key) => ({ key, label: sectionLabel(key) }))}
        selected={section}
        onSelect={(key) => navigate(`${path}/${key}`, { replace: true })}
        panelId={panelId}
      />
      <div id={panelId} role="tabpanel" aria-label={sectionLabel(section)}>
        <Panel />
      </div>
    </div>
  );
}
