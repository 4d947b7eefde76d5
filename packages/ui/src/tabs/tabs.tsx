import { type KeyboardEvent, useId, useRef } from 'react';
import styles from './tabs.module.css';

export interface TabItem<K extends string> {
  key: K;
  label: string;
}

export interface TabsProps<K extends string> {
  /** What the tab list is about, for screen readers. */
  label: string;
  items: readonly TabItem<K>[];
  selected: K;
  onSelect: (key: K) => void;
  /** The id of the panel the tabs control (the caller renders it with `tabPanelProps`). */
  panelId?: string;
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
export function Tabs<K extends string>({ label, items, selected, onSelect, panelId }: TabsProps<K>) {
  const baseId = useId();
  const refs = useRef<(HTMLButtonElement | null)[]>([]);
  const selectedIndex = Math.max(
    0,
    items.findIndex((item) => item.key === selected),
  );

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const next = nextTabIndex(event.key, selectedIndex, items.length);
    if (next === null) return;
    event.preventDefault();
    const item = items[next];
    if (!item) return;
    onSelect(item.key);
    refs.current[next]?.focus();
  };

  return (
    <div role="tablist" aria-label={label} className={styles.list}>
      {items.map((item, index) => (
        <button
          key={item.key}
          ref={(element) => {
            refs.current[index] = element;
          }}
          type="button"
          role="tab"
          id={`${baseId}-${item.key}`}
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
}
