import type { ConsoleManifest } from '@cp/contract';
import { CheckboxField, TextArea, TextField } from '@cp/ui';
import { useTranslation } from 'react-i18next';
import { updateDay } from '../lib/manifest-edit';
import type { Selection } from '../lib/selection';
import styles from './courses.module.css';
import { HomeworkPlacements } from './homework-placements';
import { LessonSets } from './lesson-sets';
import { NumberField, scaled, unscaled } from './number-field';

interface DayFormProps {
  manifest: ConsoleManifest;
  stage: number;
  day: number;
  onChange: (manifest: ConsoleManifest) => void;
  onSelect?: (selection: Selection) => void;
  errorOf: (field: string) => string | undefined;
}

/** A day (spec 02 §3 Day): its fields, then its lesson sets and its homework. Times are seconds in the manifest. */
export function DayForm({ manifest: m, stage: i, day: j, onChange, onSelect, errorOf }: DayFormProps) {
  const { t } = useTranslation('courses');
  const d = m.stages[i]!.days[j]!;
  const path = `stages.${i}.days.${j}`;
  const set = (change: Parameters<typeof updateDay>[3]) => onChange(updateDay(m, i, j, change));
  const flag = (key: 'day_of_rest' | 'required_to_complete' | 'demo', label: string, fallback: boolean) => (
    <CheckboxField
      name={`${path}.${key}`}
      label={t(`day.${label}`)}
      hint={t(`day.${label}Hint`)}
      checked={d[key] ?? fallback}
      onChange={(event) => set({ [key]: event.target.checked })}
    />
  );
  return (
    <div className={styles.form}>
      <div className={styles.pair}>
        <NumberField
          label={t('day.dayNumber')}
          name={`${path}.day_number`}
          min={1}
          value={d.day_number}
          error={errorOf(`${path}.day_number`)}
          onChange={(value) => set({ day_number: value ?? Number.NaN })}
        />
        <TextField
          label={t('day.title')}
          name={`${path}.title`}
          required
          value={d.title}
          error={errorOf(`${path}.title`)}
          onChange={(event) => set({ title: event.target.value })}
        />
      </div>
      <TextArea
        label={t('day.shortDescription')}
        name={`${path}.short_description`}
        rows={2}
        maxLength={2000}
        counterLabel={(length, max) => t('counter', { length, max })}
        value={d.short_description ?? ''}
        error={errorOf(`${path}.short_description`)}
        onChange={(event) => set({ short_description: event.target.value || undefined })}
      />
      {flag('day_of_rest', 'dayOfRest', false)}
      {flag('required_to_complete', 'required', true)}
      {flag('demo', 'demo', false)}
      <div className={styles.pair}>
        <NumberField
          label={t('day.finishTime')}
          hint={t('day.finishTimeHint')}
          name={`${path}.finish_total_time`}
          step="any"
          value={scaled(d.finish_total_time, 60)}
          error={errorOf(`${path}.finish_total_time`)}
          onChange={(value) => set({ finish_total_time: unscaled(value, 60) })}
        />
        <NumberField
          label={t('day.timeDelay')}
          hint={t('day.timeDelayHint')}
          name={`${path}.time_delay`}
          step="any"
          value={scaled(d.time_delay, 3600)}
          error={errorOf(`${path}.time_delay`)}
          onChange={(value) => set({ time_delay: unscaled(value, 3600) })}
        />
      </div>
      <div className={styles.pair}>
        <NumberField
          label={t('day.scores')}
          name={`${path}.scores`}
          value={d.scores}
          error={errorOf(`${path}.scores`)}
          onChange={(value) => set({ scores: value })}
        />
        <NumberField
          label={t('day.repeatCount')}
          name={`${path}.repeat_count`}
          min={1}
          value={d.repeat_count}
          error={errorOf(`${path}.repeat_count`)}
          onChange={(value) => set({ repeat_count: value })}
        />
      </div>
      <LessonSets manifest={m} stage={i} day={j} onChange={onChange} errorOf={errorOf} />
      <HomeworkPlacements
        manifest={m}
        path={`${path}.homeworks`}
        placements={d.homeworks ?? []}
        onChange={(homeworks) => set({ homeworks })}
        onSelect={onSelect}
        errorOf={errorOf}
      />
    </div>
  );
}
