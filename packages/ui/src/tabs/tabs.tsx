import { type KeyboardEvent, type ReactNode, useId, useRef } from 'react';
import styles from './tabs.module.css';

export interface TabItem<K extends string> {
  key: K;
  /** The tab's text, or text with a count beside it. */
  label: ReactNode;
}

export interface TabsProps<K extends string> {
  /** What the tab list is about, for screen readers. */
  label: string;
  items: readonly TabItem<K>[];
  selected: K;
  onSelect: (key: K) => void;
  /**
   * The id of the panel the tabs control, when the caller renders it itself. With `children`
   * the tabs render the panel, labelled by the selected tab, and make its id.
   */
  panelId?: string;
  /** The selected tab's panel. */
  children?: ReactNode;
  /**
   * On a phone (below 30rem) the tabs share the width instead of scrolling, so the last one is
   * never cut off (the learner's course tabs, issue 8), and a long label breaks between words.
   */
  fitPhone?: boolean;
}

/** Index of the tab an arrow, Home or End key moves to, or null for any other key. */
export function nextTabIndex(key: string, current: number, count: number): number | null {
  if (key === 'ArrowRight') return (current + 1) % count;
  if (key === 'ArrowLeft') return (current - 1 + count) % count;
  if (key === 'Home') return 0;
  if (key === 'End') return count - 1;
  return null;
}

/**
 * WAI-ARIA tabs with automatic activation: one tab stop, arrows move and select.
 */
export function Tabs<K extends string>(props: TabsProps<K>) {
  const { label, items, selected, onSelect, children, fitPhone = false } = props;
  const baseId = useId();
  const panelId = props.panelId ?? (children === undefined ? undefined : `${baseId}-panel`);
  const refs = useRef<(HTMLButtonElement | null)[]>([]);
  const selectedIndex = Math.max(
    0,
    items.findIndex((item) => item.key === selected),
  );
  const tabId = (key: K) => `${baseId}-${key}`;

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const next = nextTabIndex(event.key, selectedIndex, items.length);
    if (next === null) return;
    event.preventDefault();
    const item = items[next];
    if (!item) return;
    onSelect(item.key);
    refs.current[next]?.focus();
  };

  const list = (
    <div
      role="tablist"
      aria-label={label}
      className={fitPhone ? `${styles.list} ${styles.fitPhone}` : styles.list}
    >
      {items.map((item, index) => (
        <button
          key={item.key}
          ref={(element) => {
            refs.current[index] = element;
          }}
          type="button"
          role="tab"
          id={tabId(item.key)}
          className={styles.tab}
          aria-selected={index === selectedIndex}
          aria-controls={panelId}
          tabIndex={index === selectedIndex ? 0 : -1}
          onClick={() => onSelect(item.key)}
          onKeyDown={onKeyDown}
        >
          {item.label}
        </button>
      ))}
    </div>
  );
  if (children === undefined) return list;
  const shown = items[selectedIndex];
  return (
    <div className={styles.tabs}>
      {list}
      <div
        role="tabpanel"
        id={panelId}
        aria-labelledby={shown ? tabId(shown.key) : undefined}
        className={styles.panel}
      >
        {children}
      </div>
    </div>
  );
}
