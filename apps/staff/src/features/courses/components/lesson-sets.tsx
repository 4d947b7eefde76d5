import type { ConsoleManifest } from '@cp/contract';
import { Button, SelectField } from '@cp/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { move, removeAt, updateDay, updateSet } from '../lib/manifest-edit';
import styles from './courses.module.css';
import { NumberField } from './number-field';

interface LessonSetsProps {
  manifest: ConsoleManifest;
  stage: number;
  day: number;
  onChange: (manifest: ConsoleManifest) => void;
  errorOf: (field: string) => string | undefined;
}

/** A day's lesson sets (spec 02 §5): repeats, the learner's repeat range, and lessons picked from the course's. */
export function LessonSets({ manifest: m, stage: i, day: j, onChange, errorOf }: LessonSetsProps) {
  const { t } = useTranslation('courses');
  const sets = m.stages[i]!.days[j]!.lesson_sets ?? [];
  const lessons = m.lessons ?? [];
  const titleOf = (key: string) => lessons.find((l) => l.key === key)?.title ?? key;
  const [pick, setPick] = useState<Record<number, string>>({});
  const path = `stages.${i}.days.${j}.lesson_sets`;
  return (
    <section className={styles.sets}>
      {sets.map((set, k) => {
        const n = k + 1;
        const range = set.user_repeat_range ?? [1, 1];
        const chosen = pick[k] ?? lessons[0]?.key ?? '';
        const setLessons = (list: string[]) => onChange(updateSet(m, i, j, k, { lessons: list }));
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: a set has no key of its own; its position is its identity (as in the import)
          <fieldset key={k} className={styles.fieldset}>
            <legend>{t('set.title', { n })}</legend>
            <div className={styles.triple}>
              <NumberField
                label={t('set.repeatCount')}
                name={`${path}.${k}.repeat_count`}
                min={1}
                value={set.repeat_count}
                error={errorOf(`${path}.${k}.repeat_count`)}
                onChange={(value) => onChange(updateSet(m, i, j, k, { repeat_count: value }))}
              />
              <NumberField
                label={t('set.rangeFrom')}
                name={`${path}.${k}.user_repeat_range.0`}
                min={1}
                value={range[0]}
                error={errorOf(`${path}.${k}.user_repeat_range`)}
                onChange={(value) =>
                  onChange(updateSet(m, i, j, k, { user_repeat_range: [value ?? 1, range[1]] }))
                }
              />
              <NumberField
                label={t('set.rangeTo')}
                name={`${path}.${k}.user_repeat_range.1`}
                min={1}
                value={range[1]}
                onChange={(value) =>
                  onChange(updateSet(m, i, j, k, { user_repeat_range: [range[0], value ?? 1] }))
                }
              />
            </div>
            {set.lessons.length === 0 && <p className={styles.muted}>{t('set.noLessons')}</p>}
            <ol className={styles.rows}>
              {set.lessons.map((key, x) => {
                const title = titleOf(key);
                const problem = errorOf(`${path}.${k}.lessons.${x}`);
                return (
                  // biome-ignore lint/suspicious/noArrayIndexKey: a set may list one lesson twice; the position tells them apart
                  <li key={`${key}-${x}`} className={styles.itemRow}>
                    <span>
                      {title}
                      {problem && <span className={styles.error}> — {problem}</span>}
                    </span>
                    <span className={styles.rowActions}>
                      <Button
                        size="small"
                        variant="ghost"
                        disabled={x === 0}
                        aria-label={t('set.lessonUp', { title, n })}
                        onClick={() => setLessons(move(set.lessons, x, -1))}
                      >
                        ↑
                      </Button>
                      <Button
                        size="small"
                        variant="ghost"
                        disabled={x === set.lessons.length - 1}
                        aria-label={t('set.lessonDown', { title, n })}
                        onClick={() => setLessons(move(set.lessons, x, 1))}
                      >
                        ↓
                      </Button>
                      <Button
                        size="small"
                        variant="ghost"
                        aria-label={t('set.lessonRemove', { title, n })}
                        onClick={() => setLessons(removeAt(set.lessons, x))}
                      >
                        ✕
                      </Button>
                    </span>
                  </li>
                );
              })}
            </ol>
            {lessons.length > 0 && (
              <div className={styles.addRow}>
                <SelectField
                  label={t('set.lessonPick')}
                  name={`${path}.${k}.pick`}
                  value={chosen}
                  options={lessons.map((l) => ({ value: l.key, label: l.title }))}
                  onChange={(event) => setPick({ ...pick, [k]: event.target.value })}
                />
                <Button variant="secondary" size="small" onClick={() => setLessons([...set.lessons, chosen])}>
                  {t('set.addLesson', { n })}
                </Button>
              </div>
            )}
            <Button
              variant="ghost"
              size="small"
              onClick={() => onChange(updateDay(m, i, j, { lesson_sets: removeAt(sets, k) }))}
            >
              {t('set.remove', { n })}
            </Button>
          </fieldset>
        );
      })}
      <Button
        variant="secondary"
        size="small"
        onClick={() => onChange(updateDay(m, i, j, { lesson_sets: [...sets, { lessons: [] }] }))}
      >
        {t('set.add')}
      </Button>
    </section>
  );
}
