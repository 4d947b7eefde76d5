import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import ui from '../../../components/ui/screen.module.css';
import { errorText } from '../../../lib/api/api-error';
import type { Course } from '../../../lib/learning/api/course';
import { type SaveFiltersState, useSaveStreamFilters } from '../../../lib/learning/api/save-stream-filters';
import type { Stream } from '../../../lib/learning/api/stream';
import { FOCUS_TRAINING_OPTIONS, unchosenOptions } from '../../../lib/learning/day-for-choice';
import styles from './training-options.module.css';

/**
 * The learner's training options of a stream (spec 02 §3 courseOptions, §7 `POST .../filters`):
 * a radio group per option, saved on change. An option not chosen shows every lesson; the panel
 * asks for a choice before the first day without holding the learner back (decision 093).
 */
export function TrainingOptions({ stream, course }: { stream: Stream; course: Course }) {
  const { t } = useTranslation(['calendar', 'common']);
  const base = useId();
  const { status, save, pending } = useSaveStreamFilters(stream.id);
  const heading = useRef<HTMLHeadingElement>(null);
  const focus = (useLocation().state as Record<string, unknown> | null)?.[FOCUS_TRAINING_OPTIONS] === true;
  useEffect(() => {
    if (!focus) return;
    heading.current?.scrollIntoView({ block: 'start' });
    heading.current?.focus();
  }, [focus]);
  const options = course.courseOptions.filter((o) => o.trainingLessonOptionValues.length > 0);
  if (options.length === 0) return null;
  const filters = pending ?? stream.filters;
  const unchosen = unchosenOptions(course, filters);
  const choose = (optionId: number, valueId: number | null) => {
    const next: Record<string, number> = { ...filters };
    if (valueId === null) delete next[String(optionId)];
    else next[String(optionId)] = valueId;
    void save(next, filters);
  };
  return (
    <section
      className={`${ui.surface} ${styles.panel}`}
      aria-labelledby={`${base}-title`}
      data-training-options=""
    >
      <h2 id={`${base}-title`} className={styles.title} ref={heading} tabIndex={-1}>
        {t('options.title')}
      </h2>
      {unchosen.length > 0 && (
        <p className={styles.ask}>{t('options.ask', { options: unchosen.map((o) => o.title).join(', ') })}</p>
      )}
      <div className={styles.groups}>
        {options.map((option) => {
          const chosen = filters[String(option.id)];
          const known = option.trainingLessonOptionValues.some((v) => v.id === chosen);
          return (
            <fieldset key={option.id} className={styles.group}>
              <legend className={styles.legend}>{option.title}</legend>
              {option.trainingLessonOptionValues.map((value) => (
                <label key={value.id} className={styles.value}>
                  <input
                    type="radio"
                    name={`${base}-o${option.id}`}
                    value={value.id}
                    checked={chosen === value.id}
                    onChange={() => choose(option.id, value.id)}
                  />
                  {value.title}
                </label>
              ))}
              <label className={styles.value}>
                <input
                  type="radio"
                  name={`${base}-o${option.id}`}
                  value=""
                  checked={!known}
                  onChange={() => choose(option.id, null)}
                />
                {t('options.any')}
              </label>
            </fieldset>
          );
        })}
      </div>
      <SaveStatus status={status} />
    </section>
  );
}

function SaveStatus({ status }: { status: SaveFiltersState }) {
  const { t } = useTranslation(['calendar', 'common']);
  if (status.state === 'failed') {
    return (
      <p className={styles.failed} role="alert">
        {t('options.failed', { error: errorText(status.error, t('common:errors.unknown')) })}
      </p>
    );
  }
  return (
    <p className={styles.status} role="status">
      {status.state === 'saving'
        ? t('options.saving')
        : status.state === 'saved'
          ? t(status.queued ? 'options.queued' : 'options.saved')
          : ''}
    </p>
  );
}
