import type { ConsoleManifest } from '@cp/contract';
import { CheckboxField } from '@cp/ui';
import { useTranslation } from 'react-i18next';
import { setLessonValue } from '../lib/option-edit';
import styles from './courses.module.css';

interface LessonOptionValuesProps {
  manifest: ConsoleManifest;
  lesson: number;
  onChange: (manifest: ConsoleManifest) => void;
  errorOf: (field: string) => string | undefined;
}

/** Which training option values a lesson is for: one group of checkboxes per option. */
export function LessonOptionValues({ manifest: m, lesson: x, onChange, errorOf }: LessonOptionValuesProps) {
  const { t } = useTranslation('courses');
  const options = m.training_options ?? [];
  const marked = new Set(m.lessons?.[x]?.option_values ?? []);
  const errors = (m.lessons?.[x]?.option_values ?? [])
    .map((_, n) => errorOf(`lessons.${x}.option_values.${n}`))
    .filter(Boolean);
  if (options.length === 0 && errors.length === 0) return null;
  return (
    <section aria-labelledby={`lesson-${x}-options`}>
      <h3 id={`lesson-${x}-options`} className={styles.subheading}>
        {t('option.lessonValues')}
      </h3>
      {errors.map((error) => (
        <p key={error} className={styles.error}>
          {error}
        </p>
      ))}
      {options.map((o) => (
        <fieldset key={o.key} className={styles.fieldset}>
          <legend>{o.title || o.key}</legend>
          {o.values.map((v) => {
            const value = `${o.key}:${v.key}`;
            return (
              <CheckboxField
                key={value}
                name={`lessons.${x}.option_values.${value}`}
                label={v.title || v.key}
                checked={marked.has(value)}
                onChange={(event) => onChange(setLessonValue(m, x, value, event.target.checked))}
              />
            );
          })}
        </fieldset>
      ))}
    </section>
  );
}
