import type { ConsoleManifest } from '@cp/contract';
import { Button, TextArea, TextField } from '@cp/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { removeAt, setLessonVideo, videoFileOf } from '../lib/manifest-edit';
import type { Selection } from '../lib/selection';
import { ConfirmDialog } from './confirm-dialog';
import styles from './courses.module.css';
import { LessonOptionValues } from './lesson-option-values';
import { NumberField } from './number-field';
import { VideoPicker } from './video-picker';

interface LessonFormProps {
  manifest: ConsoleManifest;
  lesson: number;
  onChange: (manifest: ConsoleManifest) => void;
  onSelect: (selection: Selection) => void;
  errorOf: (field: string) => string | undefined;
}

/** A lesson (spec 02 §3 Lesson): title, description, points, survey, its video from the server, its training option values. */
export function LessonForm({ manifest: m, lesson: x, onChange, onSelect, errorOf }: LessonFormProps) {
  const { t } = useTranslation('courses');
  const [removing, setRemoving] = useState(false);
  const lessons = m.lessons ?? [];
  const l = lessons[x]!;
  const path = `lessons.${x}`;
  const set = (change: Partial<typeof l>) =>
    onChange({ ...m, lessons: lessons.map((item, n) => (n === x ? { ...item, ...change } : item)) });
  const videoField = l.video ? `videos.${l.video}.file_id` : `${path}.video`;
  return (
    <div className={styles.form}>
      <TextField
        label={t('lesson.title')}
        hint={t('lesson.titleHint')}
        name={`${path}.title`}
        required
        value={l.title}
        error={errorOf(`${path}.title`)}
        onChange={(event) => set({ title: event.target.value })}
      />
      <TextArea
        label={t('lesson.description')}
        name={`${path}.description`}
        rows={4}
        maxLength={5000}
        counterLabel={(length, max) => t('counter', { length, max })}
        value={l.description ?? ''}
        error={errorOf(`${path}.description`)}
        onChange={(event) => set({ description: event.target.value || undefined })}
      />
      <div className={styles.pair}>
        <NumberField
          label={t('lesson.scores')}
          name={`${path}.scores`}
          value={l.scores}
          error={errorOf(`${path}.scores`)}
          onChange={(value) => set({ scores: value })}
        />
        <TextField
          label={t('lesson.survey')}
          name={`${path}.survey_form_url`}
          type="url"
          value={l.survey_form_url ?? ''}
          error={errorOf(`${path}.survey_form_url`)}
          onChange={(event) => set({ survey_form_url: event.target.value || undefined })}
        />
      </div>
      <VideoPicker
        name={videoField}
        fileId={videoFileOf(m, l.video)}
        error={errorOf(videoField) ?? errorOf(`${path}.video`)}
        onChange={(fileId) => onChange(setLessonVideo(m, x, fileId))}
      />
      <LessonOptionValues manifest={m} lesson={x} onChange={onChange} errorOf={errorOf} />
      <div>
        <Button variant="danger" size="small" onClick={() => setRemoving(true)}>
          {t('lesson.remove')}
        </Button>
      </div>
      {removing && (
        <ConfirmDialog
          title={t('lesson.removeTitle', { title: l.title })}
          text={t('lesson.removeText')}
          confirmLabel={t('confirmRemove')}
          onClose={() => setRemoving(false)}
          onConfirm={() => {
            // The lesson leaves every set that listed it, so no set points at a missing lesson.
            const stages = m.stages.map((s) => ({
              ...s,
              days: s.days.map((d) => ({
                ...d,
                lesson_sets: (d.lesson_sets ?? []).map((set) => ({
                  ...set,
                  lessons: set.lessons.filter((key) => key !== l.key),
                })),
              })),
            }));
            onChange({ ...m, stages, lessons: removeAt(lessons, x) });
            setRemoving(false);
            onSelect({ kind: 'course' });
          }}
        />
      )}
    </div>
  );
}
