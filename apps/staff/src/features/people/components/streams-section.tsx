import type { StreamStatus } from '@cp/contract';
import { Badge, type BadgeProps, Button, EmptyState } from '@cp/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { StreamAction } from '../api/learner-changes';
import type { Learner, LearnerStream } from '../lib/learner';
import { EnrolDialog } from './enrol-dialog';
import styles from './people.module.css';
import { StreamDialog } from './stream-dialog';

const TONE: Record<StreamStatus, BadgeProps['tone']> = {
  open: 'success',
  'not-started': 'neutral',
  freeze: 'accent',
  stopped: 'warning',
  ended: 'neutral',
};

/** What can be done to a stream in its status (decision 073): an ended stream only stays as history. */
function actionsFor(stream: LearnerStream): StreamAction[] {
  if (stream.status === 'ended') return [];
  if (stream.status === 'stopped') return ['resume', 'extend', 'end'];
  return ['extend', 'stop', 'end'];
}

/** The learner's streams with their dates and status, enrolment and the stream operations. */
export function StreamsSection({ learner }: { learner: Learner }) {
  const { t, i18n } = useTranslation('people');
  const [open, setOpen] = useState<{ stream: LearnerStream; action: StreamAction } | 'enrol' | null>(null);
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' });
  const day = (at: number | null) => (at === null ? '—' : date.format(new Date(at)));
  return (
    <section className={styles.section} aria-labelledby="streams-title">
      <div className={styles.sectionTop}>
        <h2 id="streams-title" className={styles.subtitle}>
          {t('streams.title')}
        </h2>
        <Button onClick={() => setOpen('enrol')}>{t('enrol.open')}</Button>
      </div>
      {learner.streams.length === 0 ? (
        <EmptyState title={t('streams.empty')} />
      ) : (
        <ul className={styles.list}>
          {learner.streams.map((stream) => (
            <li key={stream.id} className={styles.item}>
              <div className={styles.itemMain}>
                <strong>{stream.courseTitle}</strong>
                <span className={styles.quiet}>
                  {t('streams.dates', { start: day(stream.startDate), end: day(stream.endDate) })}
                  {stream.isDemo ? ` · ${t('streams.demo')}` : ''}
                </span>
                <span>
                  <Badge tone={TONE[stream.status]}>{t(`status.${stream.status}`)}</Badge>
                </span>
              </div>
              <div className={styles.actions}>
                {actionsFor(stream).map((action) => (
                  <Button
                    key={action}
                    size="small"
                    variant="secondary"
                    aria-label={t(`streams.${action}.label`, { course: stream.courseTitle })}
                    onClick={() => setOpen({ stream, action })}
                  >
                    {t(`streams.${action}.button`)}
                  </Button>
                ))}
              </div>
            </li>
          ))}
        </ul>
      )}
      {open === 'enrol' && <EnrolDialog learner={learner} onClose={() => setOpen(null)} />}
      {open && open !== 'enrol' && (
        <StreamDialog
          learnerId={learner.id}
          stream={open.stream}
          action={open.action}
          onClose={() => setOpen(null)}
        />
      )}
    </section>
  );
}
