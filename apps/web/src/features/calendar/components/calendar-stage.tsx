import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { HomeworkBadge } from '../../../components/learning/homework-badge';
import ui from '../../../components/ui/screen.module.css';
import type { Stream } from '../../../lib/learning/api/stream';
import { homeworkLink } from '../../../lib/navigation/homework-paths';
import styles from './calendar.module.css';
import type { CalendarHomework, CalendarStage as Stage, StageGate } from './calendar-days';
import { DayTile } from './day-tile';

/** spec 02 §4: which homework opens this closed stage, in words. */
function GateNote({ gate }: { gate: StageGate }) {
  const { t } = useTranslation('homework');
  const list = [
    ...gate.titles,
    ...gate.dayNumbers.map((number) => t('calendar.dayTask', { number })),
    ...(gate.moreDayTasks ? [t('calendar.moreDayTasks', { count: gate.moreDayTasks })] : []),
  ].join(', ');
  return (
    <p className={styles.stageNote} data-gate={gate.stage.id}>
      {t('calendar.opensAfter', { stage: gate.stage.title, list })}
    </p>
  );
}

/** A stage's own homework (issue 10): required marked, with its status and link once offered. */
function StageHomework({ streamId, items }: { streamId: number; items: CalendarHomework[] }) {
  const { t } = useTranslation('homework');
  return (
    <div className={styles.stageHomework}>
      <h3 className={styles.stageHomeworkTitle}>{t('calendar.title')}</h3>
      <ul className={`${ui.plainList} ${styles.stageHomeworkList}`}>
        {items.map(({ placed, status }) => (
          <li key={placed.id} data-stage-homework={placed.id} data-status={status?.status ?? 'none'}>
            {status ? (
              <Link to={homeworkLink(streamId, status.id)}>{placed.title}</Link>
            ) : (
              <span>{placed.title}</span>
            )}
            <span className={styles.stageHomeworkMeta}>
              {placed.isRequired ? t('required') : t('optional')}
            </span>
            {status ? (
              <HomeworkBadge status={status.status} isLocked={status.isLocked} />
            ) : (
              <span className={styles.stageHomeworkMeta}>{t('notOffered')}</span>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}

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
      {item.gate && <GateNote gate={item.gate} />}
      {/* Said while it is true: once the homework is handed in it no longer holds anything (issue 27). */}
      {item.stage.homeworkRequired && item.homeworkMissing && (
        <p className={styles.stageNote}>{t('stage.homeworkRequired')}</p>
      )}
      {item.homeworks.length > 0 && <StageHomework streamId={stream.id} items={item.homeworks} />}
      <ol className={`${ui.plainList} ${styles.days}`}>
        {item.days.map((day) => (
          <DayTile key={day.day.id} stream={stream} item={day} now={now} />
        ))}
      </ol>
    </section>
  );
}
