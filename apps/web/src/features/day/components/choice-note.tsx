import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Course } from '../../../lib/learning/api/course';
import {
  type DayForChoice,
  FOCUS_TRAINING_OPTIONS,
  unchosenOptions,
} from '../../../lib/learning/day-for-choice';
import { learningPaths } from '../../../lib/routing/learning-paths';
import styles from './day.module.css';

/**
 * What the learner's training option choice does to the day (decision 093): how many lessons it
 * hides and for which options, or, before any choice, that choosing shows only their lessons; a
 * link opens the chooser on the calendar. Nothing when the course has no options. Its texts are
 * the calendar's (the chooser's screen): the day loads the note and them only for a course with
 * options (ARCHITECTURE §7 day budget).
 */
export function ChoiceNote({
  streamId,
  course,
  filters,
  shown,
}: {
  streamId: number;
  course: Course;
  filters: Readonly<Record<string, number>>;
  shown: DayForChoice;
}) {
  const { t } = useTranslation('calendar');
  const unchosen = unchosenOptions(course, filters);
  if (shown.hidden === 0 && unchosen.length === 0) return null;
  const link = (
    <Link
      to={learningPaths.calendar(streamId)}
      state={{ [FOCUS_TRAINING_OPTIONS]: true }}
      className={styles.choiceLink}
    >
      {t(shown.hidden > 0 ? 'dayNote.change' : 'dayNote.choose')}
    </Link>
  );
  return (
    <p className={styles.choiceNote} data-hidden-lessons={shown.hidden}>
      {shown.hidden > 0
        ? t('dayNote.hidden', {
            count: shown.hidden,
            options: shown.hidingOptions.map((o) => o.title).join(', '),
          })
        : t('dayNote.ask', { options: unchosen.map((o) => o.title).join(', ') })}{' '}
      {link}
    </p>
  );
}
