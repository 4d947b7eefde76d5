import { type KeyboardEvent, useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import form from '../../../components/form/form.module.css';
import { currentLanguage } from '../../../lib/i18n/i18n';
import styles from './time-zone-picker.module.css';
import { searchTimeZones, TIME_ZONE_REGIONS, type TimeZoneRegion, timeZoneOptions } from './time-zones';

interface TimeZonePickerProps {
  label: string;
  /** The IANA zone, '' for none. */
  value: string;
  onChange: (zone: string) => void;
  error: string | null;
  inputRef?: (element: HTMLInputElement | null) => void;
}

/**
 * The profile's time zone (issue 8): a searchable list (the WAI-ARIA combobox pattern),
 * grouped by region, each zone with its UTC offset and localized name, instead of a select of
 * 400 raw IANA names. Typing filters by city, region, offset or name; arrows and Enter pick.
 */
export function TimeZonePicker({ label, value, onChange, error, inputRef }: TimeZonePickerProps) {
  const { t } = useTranslation('profile');
  const id = useId();
  const listId = `${id}-list`;
  const options = useMemo(() => timeZoneOptions(value, currentLanguage()), [value]);
  const regionLabel = (region: TimeZoneRegion) => t(`timeZone.regions.${region}`);
  const selected = options.find((option) => option.id === value);
  const [query, setQuery] = useState<string | null>(null);
  const [active, setActive] = useState(0);
  /** What was typed and matched nothing, when the field was left: said, not silently dropped. */
  const [unmatched, setUnmatched] = useState<string | null>(null);
  const listRef = useRef<HTMLDivElement>(null);
  const open = query !== null;
  const matches = useMemo(
    () => (open ? searchTimeZones(options, query, (r) => t(`timeZone.regions.${r}`)) : []),
    [open, options, query, t],
  );

  const close = () => {
    setQuery(null);
    setActive(0);
  };
  const pick = (zone: string) => {
    onChange(zone);
    setUnmatched(null);
    close();
  };
  /**
   * Leaving the field with a search typed takes the highlighted match, as Enter would (issue 27:
   * the typed zone was dropped, and the learner's Save click with it); with no match the zone
   * stays as it was, and the field says why.
   */
  const leave = () => {
    const typed = query?.trim() ?? '';
    const option = matches[active];
    if (typed && option) pick(option.id);
    else {
      setUnmatched(typed || null);
      close();
    }
  };
  const move = (next: number) => {
    const index = Math.max(0, Math.min(matches.length - 1, next));
    setActive(index);
    listRef.current?.querySelector(`[data-index="${index}"]`)?.scrollIntoView({ block: 'nearest' });
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (!open) {
        setQuery('');
        return;
      }
      move(active + (event.key === 'ArrowDown' ? 1 : -1));
    } else if (event.key === 'Enter' && open) {
      event.preventDefault();
      const option = matches[active];
      if (option) pick(option.id);
    } else if (event.key === 'Escape' && open) {
      event.preventDefault();
      close();
    }
  };

  const describedBy = [`${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ');
  const activeId = open && matches[active] ? `${id}-option-${active}` : undefined;
  let index = -1;
  return (
    <div className={`${form.field} ${styles.picker}`}>
      <label htmlFor={id} className={form.label}>
        {label}
      </label>
      <input
        ref={inputRef}
        id={id}
        name="timezone"
        type="text"
        role="combobox"
        autoComplete="off"
        spellCheck={false}
        className={form.input}
        aria-autocomplete="list"
        aria-expanded={open}
        aria-controls={listId}
        aria-activedescendant={activeId}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        value={open ? query : (selected?.label ?? t('notSpecified'))}
        onFocus={(event) => event.currentTarget.select()}
        onChange={(event) => {
          setQuery(event.target.value);
          setActive(0);
          setUnmatched(null);
        }}
        onKeyDown={onKeyDown}
        onBlur={leave}
      />
      <p id={`${id}-hint`} className={form.hint} aria-live="polite">
        {unmatched
          ? t('timeZone.unmatched', { text: unmatched, zone: selected?.label ?? t('notSpecified') })
          : t('timeZone.hint')}
      </p>
      <div ref={listRef} id={listId} role="listbox" aria-label={label} className={styles.list} hidden={!open}>
        {open && matches.length === 0 && <p className={styles.empty}>{t('timeZone.noMatch')}</p>}
        {TIME_ZONE_REGIONS.map((region) => {
          const inRegion = matches.filter((option) => option.region === region);
          if (inRegion.length === 0) return null;
          return (
            // biome-ignore lint/a11y/useSemanticElements: a listbox's groups are ARIA groups; a fieldset is for form controls.
            <div key={region} role="group" aria-label={regionLabel(region)}>
              <div className={styles.groupTitle} aria-hidden="true">
                {regionLabel(region)}
              </div>
              {inRegion.map((option) => {
                index += 1;
                const current = index;
                return (
                  <div
                    key={option.id}
                    id={`${id}-option-${current}`}
                    role="option"
                    // Focus stays in the field (aria-activedescendant); options are picked by pointer or Enter.
                    tabIndex={-1}
                    data-index={current}
                    aria-selected={current === active}
                    className={styles.option}
                    // Before the field's blur, so the pick lands.
                    onMouseDown={(event) => {
                      event.preventDefault();
                      pick(option.id);
                    }}
                  >
                    {option.label}
                  </div>
                );
              })}
            </div>
          );
        })}
      </div>
      {error && (
        <p id={`${id}-error`} className={form.error}>
          {error}
        </p>
      )}
    </div>
  );
}
