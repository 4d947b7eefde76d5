import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { Stream } from '../../../lib/learning/api/stream';
import styles from './calendar.module.css';
import type { CalendarStage as Stage } from './calendar-days';
import { DayTile } from './day-tile';

export function CalendarStage({ stream, item, now }: { stream: Stream; item: Stage; now: number }) {
  const { t } = useTranslation('calendar');
  const titleId = useId();
  return (
    <section className={styles.stage} aria-labelledby={titleId} data-stage={item.stage.id}>
      <header className={styles.stageHeader}>
        <h2 id={titleId} className={styles.stageTitle}>
          {item.stage.title}
        </h2>
        <span className={styles.stageState} data-open={item.isOpen}>
          {t(item.isOpen ? 'stage.open' : 'stage.close')}
        </span>
      </header>
      {item.stage.homeworkRequired && <p className={styles.stageNote}>{t('stage.homeworkRequired')}</p>}
      <ol className={styles.days}>
        {item.days.map((day) => (
          <DayTile key={day.day.id} stream={stream} item={day} now={now} />
        ))}
      </ol>
    </section>
  );
}
