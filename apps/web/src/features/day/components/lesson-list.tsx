import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import ui from '../../../components/ui/screen.module.css';
import type { LessonSet } from '../../../lib/learning/api/course';
import type { LessonStatus } from '../../../lib/learning/api/stream-status';
import styles from './day.module.css';
import { clampRepeat, repeatOptions, type SequenceItem } from './lesson-sequence';

interface LessonListProps {
  sets: LessonSet[];
  choices: Readonly<Record<number, number>>;
  onChoose: (setId: number, count: number) => void;
  current: SequenceItem | undefined;
  lessonStatuses: LessonStatus[];
  onPick: (setId: number, lessonId: number) => void;
}

const duration = (ms: number) => {
  const total = Math.round(ms / 1000);
  return `${Math.floor(total / 60)}:${String(total % 60).padStart(2, '0')}`;
};

/** The day's lesson sets: each with its repeat count (the learner's choice within the range) and its lessons. */
export function LessonList({ sets, choices, onChoose, current, lessonStatuses, onPick }: LessonListProps) {
  const { t } = useTranslation('day');
  const base = useId();
  const viewed = new Map(lessonStatuses.map((l) => [l.lessonSetLessonId, l.viewedMs]));
  return (
    <div className={styles.sets}>
      {sets.map((set, index) => {
        const options = repeatOptions(set);
        const repeats = clampRepeat(set, choices[set.id]);
        const titleId = `${base}-t${set.id}`;
        const selectId = `${base}-r${set.id}`;
        return (
          <section key={set.id} className={`${ui.surface} ${styles.set}`} aria-labelledby={titleId}>
            <header className={ui.spreadRow}>
              <h3 id={titleId} className={styles.setTitle}>
                {t('set', { number: index + 1 })}
              </h3>
              <span className={styles.repeat}>
                {options.length > 1 ? (
                  <>
                    <label htmlFor={selectId}>{t('repeats')}</label>
                    <select
                      id={selectId}
                      value={repeats}
                      onChange={(event) => onChoose(set.id, Number(event.target.value))}
                    >
                      {options.map((n) => (
                        <option key={n} value={n}>
                          {t('times', { count: n })}
                        </option>
                      ))}
                    </select>
                  </>
                ) : (
                  t('times', { count: repeats })
                )}
              </span>
            </header>
            <ol className={`${ui.plainList} ${styles.lessons}`}>
              {set.lessons.map((lesson) => {
                const playing =
                  current?.setId === set.id && current.lesson.id === lesson.id ? current : undefined;
                return (
                  <li key={lesson.id}>
                    <button
                      type="button"
                      className={styles.lesson}
                      aria-current={playing ? 'true' : undefined}
                      onClick={() => onPick(set.id, lesson.id)}
                    >
                      <span className={styles.lessonTitle}>
                        {lesson.title}
                        {lesson.subtitle && (
                          <span className={styles.lessonSubtitle}> ({lesson.subtitle})</span>
                        )}
                      </span>
                      <span className={styles.lessonMeta}>
                        {duration(lesson.delayMs)}
                        {(viewed.get(lesson.id) ?? Number.NEGATIVE_INFINITY) + 1000 >= lesson.delayMs && (
                          <span className={styles.watched}> · {t('watched')}</span>
                        )}
                        {playing &&
                          playing.rounds > 1 &&
                          ` · ${t('round', { round: playing.round, rounds: playing.rounds })}`}
                      </span>
                    </button>
                  </li>
                );
              })}
            </ol>
          </section>
        );
      })}
    </div>
  );
}
