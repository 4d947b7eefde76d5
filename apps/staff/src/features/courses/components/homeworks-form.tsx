import { type ConsoleManifest, HOMEWORK_KINDS, type HomeworkKind } from '@cp/contract';
import { Button, SelectField, TextArea, TextField } from '@cp/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { removeHomework, setHomeworkKind, updateHomework } from '../lib/homework-edit';
import { freeKey, removeAt } from '../lib/manifest-edit';
import { ConfirmDialog } from './confirm-dialog';
import styles from './courses.module.css';
import { NumberField } from './number-field';

interface HomeworksFormProps {
  manifest: ConsoleManifest;
  onChange: (manifest: ConsoleManifest) => void;
  errorOf: (field: string) => string | undefined;
}

/**
 * The course's homework catalogue (spec 02 §3, decision 048): each task once, placed on stages
 * and days from their own forms. Removing a task also takes it off where it is placed.
 */
export function HomeworksForm({ manifest: m, onChange, errorOf }: HomeworksFormProps) {
  const { t } = useTranslation('courses');
  const [removing, setRemoving] = useState<number | null>(null);
  const tasks = m.homeworks ?? [];
  const kinds = HOMEWORK_KINDS.map((kind) => ({ value: kind, label: t(`homework.kinds.${kind}`) }));
  return (
    <div className={styles.form}>
      {tasks.length === 0 && <p className={styles.muted}>{t('homework.none')}</p>}
      {tasks.map((h, i) => {
        const path = `homeworks.${i}`;
        const set = (change: Parameters<typeof updateHomework>[2]) => onChange(updateHomework(m, i, change));
        const exercises = h.exercises ?? [];
        return (
          <fieldset key={h.key} className={styles.fieldset}>
            <legend>{h.title || h.key}</legend>
            <TextField
              label={t('homework.title')}
              name={`${path}.title`}
              required
              maxLength={300}
              value={h.title}
              error={errorOf(`${path}.title`)}
              onChange={(event) => set({ title: event.target.value })}
            />
            <TextArea
              label={t('homework.description')}
              name={`${path}.description`}
              rows={3}
              maxLength={5000}
              counterLabel={(length, max) => t('counter', { length, max })}
              value={h.description ?? ''}
              error={errorOf(`${path}.description`)}
              onChange={(event) => set({ description: event.target.value || undefined })}
            />
            <div className={styles.pair}>
              <SelectField
                label={t('homework.kind')}
                name={`${path}.kind`}
                options={kinds}
                value={h.kind}
                error={errorOf(`${path}.kind`)}
                onChange={(event) => onChange(setHomeworkKind(m, i, event.target.value as HomeworkKind))}
              />
              <NumberField
                label={t('homework.scores')}
                name={`${path}.scores`}
                min={0}
                value={h.scores}
                error={errorOf(`${path}.scores`)}
                onChange={(value) => set({ scores: value })}
              />
            </div>
            {h.kind === 'exercise' && (
              <section aria-labelledby={`homework-${i}-exercises`}>
                <h3 id={`homework-${i}-exercises`} className={styles.subheading}>
                  {t('homework.exercises')}
                </h3>
                {errorOf(`${path}.exercises`) && (
                  <p className={styles.error}>{errorOf(`${path}.exercises`)}</p>
                )}
                <ol className={styles.rows}>
                  {exercises.map((e, x) => (
                    <li key={e.key} className={styles.itemRow}>
                      <TextField
                        label={t('homework.exercise', { n: x + 1 })}
                        name={`${path}.exercises.${x}.title`}
                        required
                        maxLength={300}
                        value={e.title}
                        error={errorOf(`${path}.exercises.${x}.title`)}
                        onChange={(event) =>
                          set({
                            exercises: exercises.map((o, n) =>
                              n === x ? { ...o, title: event.target.value } : o,
                            ),
                          })
                        }
                      />
                      <Button
                        size="small"
                        variant="ghost"
                        aria-label={t('homework.removeExercise', { n: x + 1 })}
                        onClick={() => set({ exercises: removeAt(exercises, x) })}
                      >
                        ✕
                      </Button>
                    </li>
                  ))}
                </ol>
                <Button
                  variant="secondary"
                  size="small"
                  onClick={() =>
                    set({
                      exercises: [
                        ...exercises,
                        {
                          key: freeKey(
                            'exercise',
                            exercises.map((e) => e.key),
                          ),
                          title: t('homework.newExercise'),
                        },
                      ],
                    })
                  }
                >
                  {t('homework.addExercise')}
                </Button>
              </section>
            )}
            <div>
              <Button variant="ghost" size="small" onClick={() => setRemoving(i)}>
                {t('homework.remove', { title: h.title || h.key })}
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
              homeworks: [
                ...tasks,
                {
                  key: freeKey(
                    'homework',
                    tasks.map((h) => h.key),
                  ),
                  title: t('homework.newTitle'),
                  kind: 'text',
                },
              ],
            })
          }
        >
          {t('homework.add')}
        </Button>
      </div>
      {removing !== null && tasks[removing] && (
        <ConfirmDialog
          title={t('homework.removeTitle', { title: tasks[removing]!.title || tasks[removing]!.key })}
          text={t('homework.removeText')}
          confirmLabel={t('confirmRemove')}
          onClose={() => setRemoving(null)}
          onConfirm={() => {
            onChange(removeHomework(m, tasks[removing]!.key));
            setRemoving(null);
          }}
        />
      )}
    </div>
  );
}
