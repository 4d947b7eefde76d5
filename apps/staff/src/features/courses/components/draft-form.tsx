import type { ConsoleManifest } from '@cp/contract';
import { useTranslation } from 'react-i18next';
import type { Selection } from '../lib/selection';
import { CourseForm } from './course-form';
import styles from './courses.module.css';
import { DayForm } from './day-form';
import { DocumentsForm } from './documents-form';
import { HomeworksForm } from './homeworks-form';
import { LessonForm } from './lesson-form';
import { OptionsForm } from './options-form';
import { StageForm } from './stage-form';
import { VideoConsultationsForm } from './video-consultations-form';

interface DraftFormProps {
  manifest: ConsoleManifest;
  selected: Selection;
  onSelect: (selection: Selection) => void;
  onChange: (manifest: ConsoleManifest) => void;
  errorOf: (field: string) => string | undefined;
}

/** The form of what the tree has selected, under its heading (focused when a problem leads here). */
export function DraftForm({ manifest: m, selected, onSelect, onChange, errorOf }: DraftFormProps) {
  const { t } = useTranslation('courses');
  const common = { manifest: m, onChange, errorOf };
  let heading = t('editor.course');
  let body = <CourseForm {...common} />;
  if (selected.kind === 'stage' && m.stages[selected.stage]) {
    const stage = m.stages[selected.stage]!;
    heading = t('editor.stage', { n: selected.stage + 1, title: stage.title });
    body = <StageForm {...common} stage={selected.stage} onSelect={onSelect} />;
  } else if (selected.kind === 'day' && m.stages[selected.stage]?.days[selected.day]) {
    const day = m.stages[selected.stage]!.days[selected.day]!;
    heading = t('editor.day', { n: day.day_number, title: day.title });
    body = <DayForm {...common} stage={selected.stage} day={selected.day} onSelect={onSelect} />;
  } else if (selected.kind === 'lesson' && m.lessons?.[selected.lesson]) {
    heading = m.lessons[selected.lesson]!.title;
    body = <LessonForm {...common} lesson={selected.lesson} onSelect={onSelect} />;
  } else if (selected.kind === 'documents') {
    heading = t('editor.documents');
    body = <DocumentsForm {...common} />;
  } else if (selected.kind === 'homeworks') {
    heading = t('editor.homeworks');
    body = <HomeworksForm {...common} />;
  } else if (selected.kind === 'options') {
    heading = t('editor.options');
    body = <OptionsForm {...common} />;
  } else if (selected.kind === 'videoConsultations') {
    heading = t('editor.videoConsultations');
    body = <VideoConsultationsForm {...common} />;
  }
  return (
    <section className={styles.formPane} aria-labelledby="course-form-heading">
      <h2 id="course-form-heading" tabIndex={-1} className={styles.formHeading}>
        {heading}
      </h2>
      {body}
    </section>
  );
}
