import type { ConsoleHomeworkPlacement, ConsoleManifest } from '@cp/contract';
import { Button, CheckboxField, SelectField } from '@cp/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { removeAt } from '../lib/manifest-edit';
import type { Selection } from '../lib/selection';
import styles from './courses.module.css';

interface HomeworkPlacementsProps {
  manifest: ConsoleManifest;
  /** The manifest path of the list: `stages.0.homeworks` or `stages.0.days.2.homeworks`. */
  path: string;
  placements: ConsoleHomeworkPlacement[];
  onChange: (placements: ConsoleHomeworkPlacement[]) => void;
  onSelect?: (selection: Selection) => void;
  errorOf: (field: string) => string | undefined;
}

/**
 * "Homework here": catalogue tasks placed on a stage or a day. Required holds the next stage
 * until the task is accepted (spec 02 §4); Demo lets a learner without full access hand it in.
 */
export function HomeworkPlacements({
  manifest: m,
  path,
  placements,
  onChange,
  onSelect,
  errorOf,
}: HomeworkPlacementsProps) {
  const { t } = useTranslation('courses');
  const tasks = m.homeworks ?? [];
  const placed = new Set(placements.map((p) => p.homework));
  const free = tasks.filter((h) => !placed.has(h.key));
  const [pick, setPick] = useState('');
  const chosen = free.some((h) => h.key === pick) ? pick : (free[0]?.key ?? '');
  const titleOf = (key: string) => tasks.find((h) => h.key === key)?.title || key;
  const set = (n: number, change: Partial<ConsoleHomeworkPlacement>) =>
    onChange(placements.map((p, x) => (x === n ? { ...p, ...change } : p)));
  const headingId = `${path.replaceAll('.', '-')}-heading`;
  return (
    <section aria-labelledby={headingId}>
      <h3 id={headingId} className={styles.subheading}>
        {t('homework.here')}
      </h3>
      {placements.length === 0 && <p className={styles.muted}>{t('homework.noneHere')}</p>}
      <ul className={styles.rows}>
        {placements.map((p, n) => {
          const title = titleOf(p.homework);
          const error = errorOf(`${path}.${n}.homework`) ?? errorOf(`${path}.${n}`);
          return (
            <li key={p.homework} className={styles.fieldset}>
              <strong>{title}</strong>
              {error && (
                <p className={styles.error} id={`${headingId}-${n}-error`}>
                  {error}
                </p>
              )}
              <CheckboxField
                name={`${path}.${n}.required`}
                label={t('homework.required')}
                hint={t('homework.requiredHint')}
                checked={p.required ?? false}
                onChange={(event) => set(n, { required: event.target.checked })}
              />
              <CheckboxField
                name={`${path}.${n}.demo`}
                label={t('homework.demo')}
                hint={t('homework.demoHint')}
                checked={p.demo ?? false}
                onChange={(event) => set(n, { demo: event.target.checked })}
              />
              <div>
                <Button
                  variant="ghost"
                  size="small"
                  name={`${path}.${n}.homework`}
                  onClick={() => onChange(removeAt(placements, n))}
                >
                  {t('homework.unplace', { title })}
                </Button>
              </div>
            </li>
          );
        })}
      </ul>
      {tasks.length === 0 ? (
        <p className={styles.muted}>
          {t('homework.emptyCatalogue')}{' '}
          {onSelect && (
            <button
              type="button"
              className={styles.linkButton}
              onClick={() => onSelect({ kind: 'homeworks' })}
            >
              {t('homework.openCatalogue')}
            </button>
          )}
        </p>
      ) : (
        free.length > 0 && (
          <div className={styles.addRow}>
            <SelectField
              label={t('homework.pick')}
              name={`${path}.pick`}
              options={free.map((h) => ({ value: h.key, label: h.title || h.key }))}
              value={chosen}
              onChange={(event) => setPick(event.target.value)}
            />
            <Button
              variant="secondary"
              size="small"
              onClick={() => onChange([...placements, { homework: chosen, required: false, demo: false }])}
            >
              {t('homework.place')}
            </Button>
          </div>
        )
      )}
    </section>
  );
}
