import type { ConsoleManifest } from '@cp/contract';
import { Button } from '@cp/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { addLesson, addStage, move, removeAt, withStages } from '../lib/manifest-edit';
import { type Selection, sameSelection } from '../lib/selection';
import { ConfirmDialog } from './confirm-dialog';
import styles from './courses.module.css';

interface EditorTreeProps {
  manifest: ConsoleManifest;
  selected: Selection;
  onSelect: (selection: Selection) => void;
  onChange: (manifest: ConsoleManifest) => void;
}

/** The course's outline: the course, its stages and days, its lessons and documents. */
export function EditorTree({ manifest: m, selected, onSelect, onChange }: EditorTreeProps) {
  const { t } = useTranslation('courses');
  const [removing, setRemoving] = useState<number | null>(null);
  const item = (selection: Selection, label: string) => (
    <button
      type="button"
      className={styles.treeItem}
      aria-current={sameSelection(selection, selected) ? 'true' : undefined}
      onClick={() => onSelect(selection)}
    >
      {label}
    </button>
  );
  const lessons = m.lessons ?? [];
  return (
    <nav aria-label={t('editor.structure')} className={styles.tree}>
      {item({ kind: 'course' }, t('editor.course'))}
      <ol className={styles.treeList}>
        {m.stages.map((stage, i) => (
          <li key={stage.key}>
            <div className={styles.treeRow}>
              {item({ kind: 'stage', stage: i }, t('editor.stage', { n: i + 1, title: stage.title }))}
              <span className={styles.rowActions}>
                <Button
                  size="small"
                  variant="ghost"
                  disabled={i === 0}
                  aria-label={t('stage.moveUp', { n: i + 1 })}
                  onClick={() => {
                    onChange(withStages(m, move(m.stages, i, -1)));
                    onSelect({ kind: 'stage', stage: i - 1 });
                  }}
                >
                  ↑
                </Button>
                <Button
                  size="small"
                  variant="ghost"
                  disabled={i === m.stages.length - 1}
                  aria-label={t('stage.moveDown', { n: i + 1 })}
                  onClick={() => {
                    onChange(withStages(m, move(m.stages, i, 1)));
                    onSelect({ kind: 'stage', stage: i + 1 });
                  }}
                >
                  ↓
                </Button>
                <Button
                  size="small"
                  variant="ghost"
                  disabled={m.stages.length === 1}
                  title={m.stages.length === 1 ? t('stage.lastStage') : undefined}
                  aria-label={t('stage.remove', { n: i + 1 })}
                  onClick={() => setRemoving(i)}
                >
                  ✕
                </Button>
              </span>
            </div>
            <ol className={styles.treeList}>
              {stage.days.map((day, j) => (
                <li key={day.day_number}>
                  {item(
                    { kind: 'day', stage: i, day: j },
                    t('editor.day', { n: day.day_number, title: day.title }),
                  )}
                </li>
              ))}
            </ol>
          </li>
        ))}
      </ol>
      <Button
        variant="secondary"
        size="small"
        onClick={() => {
          onChange(addStage(m, t('stage.newTitle'), t('day.newTitle')));
          onSelect({ kind: 'stage', stage: m.stages.length });
        }}
      >
        {t('stage.add')}
      </Button>
      <h3 className={styles.subheading}>{t('editor.lessons')}</h3>
      <ol className={styles.treeList}>
        {lessons.map((lesson, x) => (
          <li key={lesson.key}>{item({ kind: 'lesson', lesson: x }, lesson.title)}</li>
        ))}
      </ol>
      <Button
        variant="secondary"
        size="small"
        onClick={() => {
          onChange(addLesson(m, t('lesson.newTitle')).manifest);
          onSelect({ kind: 'lesson', lesson: lessons.length });
        }}
      >
        {t('lesson.add')}
      </Button>
      {item({ kind: 'documents' }, t('editor.documents'))}
      {item({ kind: 'homeworks' }, t('editor.homeworks'))}
      {item({ kind: 'options' }, t('editor.options'))}
      {item({ kind: 'videoConsultations' }, t('editor.videoConsultations'))}
      {removing !== null && (
        <ConfirmDialog
          title={t('stage.removeTitle', { title: m.stages[removing]!.title })}
          text={t('stage.removeText')}
          confirmLabel={t('confirmRemove')}
          onClose={() => setRemoving(null)}
          onConfirm={() => {
            onChange(withStages(m, removeAt(m.stages, removing)));
            onSelect({ kind: 'course' });
            setRemoving(null);
          }}
        />
      )}
    </nav>
  );
}
