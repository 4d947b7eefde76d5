import type { ConsoleManifest } from '@cp/contract';
import { Button, TextField } from '@cp/ui';
import { useTranslation } from 'react-i18next';
import { freeKey } from '../lib/manifest-edit';
import { removeOption, removeOptionValue, updateOption } from '../lib/option-edit';
import styles from './courses.module.css';

interface OptionsFormProps {
  manifest: ConsoleManifest;
  onChange: (manifest: ConsoleManifest) => void;
  errorOf: (field: string) => string | undefined;
}

/**
 * The course's training options (spec 02 §3): an option (a level, an instrument) with its values;
 * lessons are marked with values on their own form. Removing a value unmarks the lessons.
 */
export function OptionsForm({ manifest: m, onChange, errorOf }: OptionsFormProps) {
  const { t } = useTranslation('courses');
  const options = m.training_options ?? [];
  return (
    <div className={styles.form}>
      {options.length === 0 && <p className={styles.muted}>{t('option.none')}</p>}
      {options.map((o, i) => {
        const path = `training_options.${i}`;
        const setValues = (values: typeof o.values) => onChange(updateOption(m, i, { values }));
        return (
          <fieldset key={o.key} className={styles.fieldset}>
            <legend>{o.title || o.key}</legend>
            <TextField
              label={t('option.title')}
              name={`${path}.title`}
              required
              maxLength={200}
              value={o.title}
              error={errorOf(`${path}.title`)}
              onChange={(event) => onChange(updateOption(m, i, { title: event.target.value }))}
            />
            {errorOf(`${path}.values`) && <p className={styles.error}>{errorOf(`${path}.values`)}</p>}
            <ol className={styles.rows}>
              {o.values.map((v, n) => (
                <li key={v.key} className={styles.itemRow}>
                  <TextField
                    label={t('option.value', { n: n + 1 })}
                    name={`${path}.values.${n}.title`}
                    required
                    maxLength={200}
                    value={v.title}
                    error={errorOf(`${path}.values.${n}.title`)}
                    onChange={(event) =>
                      setValues(o.values.map((w, k) => (k === n ? { ...w, title: event.target.value } : w)))
                    }
                  />
                  <Button
                    size="small"
                    variant="ghost"
                    disabled={o.values.length === 1}
                    title={o.values.length === 1 ? t('option.lastValue') : undefined}
                    aria-label={t('option.removeValue', { title: v.title || v.key })}
                    onClick={() => onChange(removeOptionValue(m, i, n))}
                  >
                    ✕
                  </Button>
                </li>
              ))}
            </ol>
            <div className={styles.addRow}>
              <Button
                variant="secondary"
                size="small"
                onClick={() =>
                  setValues([
                    ...o.values,
                    {
                      key: freeKey(
                        'value',
                        o.values.map((v) => v.key),
                      ),
                      title: t('option.newValue'),
                    },
                  ])
                }
              >
                {t('option.addValue')}
              </Button>
              <Button variant="ghost" size="small" onClick={() => onChange(removeOption(m, i))}>
                {t('option.remove', { title: o.title || o.key })}
              </Button>
            </div>
          </fieldset>
        );
      })}
      <div>
        <Button
          variant="secondary"
          size="small"
          onClick={() =>
            onChange({
              ...m,
              training_options: [
                ...options,
                {
                  key: freeKey(
                    'option',
                    options.map((o) => o.key),
                  ),
                  title: t('option.newTitle'),
                  values: [{ key: 'value-1', title: t('option.newValue') }],
                },
              ],
            })
          }
        >
          {t('option.add')}
        </Button>
      </div>
    </div>
  );
}
