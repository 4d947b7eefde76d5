import type { ConsoleManifest } from '@cp/contract';
import { Button, TextField } from '@cp/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { addDay, move, removeAt, updateStage } from '../lib/manifest-edit';
import type { Selection } from '../lib/selection';
import { ConfirmDialog } from './confirm-dialog';
import styles from './courses.module.css';
import { HomeworkPlacements } from './homework-placements';

interface StageFormProps {
  manifest: ConsoleManifest;
  stage: number;
  onChange: (manifest: ConsoleManifest) => void;
  onSelect: (selection: Selection) => void;
  errorOf: (field: string) => string | undefined;
}

/** A stage: its title, its days (add, reorder with buttons, remove with a confirmation), its homework. */
export function StageForm({ manifest: m, stage: i, onChange, onSelect, errorOf }: StageFormProps) {
  const { t } = useTranslation('courses');
  const [removing, setRemoving] = useState<number | null>(null);
  const stage = m.stages[i]!;
  const setDays = (days: typeof stage.days) => onChange(updateStage(m, i, { days }));
  return (
    <div className={styles.form}>
      <TextField
        label={t('stage.title')}
        name={`stages.${i}.title`}
        required
        value={stage.title}
        error={errorOf(`stages.${i}.title`)}
        onChange={(event) => onChange(updateStage(m, i, { title: event.target.value }))}
      />
      <section aria-labelledby={`stage-${i}-days`}>
        <h3 id={`stage-${i}-days`} className={styles.subheading}>
          {t('stage.days')}
        </h3>
        <ol className={styles.rows}>
          {stage.days.map((day, j) => (
            <li key={day.day_number} className={styles.itemRow}>
              <button
                type="button"
                className={styles.linkButton}
                onClick={() => onSelect({ kind: 'day', stage: i, day: j })}
              >
                {t('editor.day', { n: day.day_number, title: day.title })}
              </button>
              <span className={styles.rowActions}>
                <Button
                  size="small"
                  variant="ghost"
                  disabled={j === 0}
                  aria-label={t('day.moveUp', { n: day.day_number })}
                  onClick={() => setDays(move(stage.days, j, -1))}
                >
                  ↑
                </Button>
                <Button
                  size="small"
                  variant="ghost"
                  disabled={j === stage.days.length - 1}
                  aria-label={t('day.moveDown', { n: day.day_number })}
                  onClick={() => setDays(move(stage.days, j, 1))}
                >
                  ↓
                </Button>
                <Button
                  size="small"
                  variant="ghost"
                  disabled={stage.days.length === 1}
                  title={stage.days.length === 1 ? t('day.lastDay') : undefined}
                  aria-label={t('day.remove', { n: day.day_number })}
                  onClick={() => setRemoving(j)}
                >
                  ✕
                </Button>
              </span>
            </li>
          ))}
        </ol>
        <Button variant="secondary" size="small" onClick={() => onChange(addDay(m, i, t('day.newTitle')))}>
          {t('day.add')}
        </Button>
      </section>
      <HomeworkPlacements
        manifest={m}
        path={`stages.${i}.homeworks`}
        placements={stage.homeworks ?? []}
        onChange={(homeworks) => onChange(updateStage(m, i, { homeworks }))}
        onSelect={onSelect}
        errorOf={errorOf}
      />
      {removing !== null && (
        <ConfirmDialog
          title={t('day.removeTitle', { n: stage.days[removing]!.day_number })}
          text={t('day.removeText')}
          confirmLabel={t('confirmRemove')}
          onClose={() => setRemoving(null)}
          onConfirm={() => {
            setDays(removeAt(stage.days, removing));
            setRemoving(null);
          }}
        />
      )}
    </div>
  );
}
