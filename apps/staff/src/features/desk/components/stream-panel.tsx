import { Badge } from '@cp/ui';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { DeskChatDetail } from '../lib/chat-detail';
import { ConsultationPanel } from './consultation-panel';
import styles from './desk.module.css';

/** Beside the chat: the learner, their stream (course, current day, progress, status) and consultations. */
export function StreamPanel({ chat }: { chat: DeskChatDetail }) {
  const { t } = useTranslation('desk');
  const progressId = useId();
  const { stream } = chat;
  return (
    <div className={styles.panel}>
      <section aria-labelledby={`${progressId}-learner`}>
        <h2 id={`${progressId}-learner`} className={styles.panelTitle}>
          {t('stream.learner')}
        </h2>
        <p className={styles.panelStrong}>{chat.learnerName}</p>
        {chat.learnerEmail && <p className={styles.quiet}>{chat.learnerEmail}</p>}
      </section>
      <section aria-labelledby={`${progressId}-stream`}>
        <h2 id={`${progressId}-stream`} className={styles.panelTitle}>
          {t('stream.title')}
        </h2>
        <dl className={styles.facts}>
          <dt>{t('stream.course')}</dt>
          <dd>{stream.courseTitle}</dd>
          <dt>{t('stream.status')}</dt>
          <dd>
            <Badge tone={stream.status === 'open' ? 'success' : 'neutral'}>
              {t(`status.${stream.status}`)}
            </Badge>
          </dd>
          <dt>{t('stream.currentDay')}</dt>
          <dd>{t('stream.dayOf', { day: stream.currentDay, total: stream.daysCount })}</dd>
          <dt id={progressId}>{t('stream.progress')}</dt>
          <dd>
            <progress
              className={styles.progress}
              max={100}
              value={stream.progress}
              aria-labelledby={progressId}
            />
            <span className={styles.quiet}>
              {t('stream.completeDays', {
                done: stream.completeDays,
                total: stream.daysCount,
                percent: Math.round(stream.progress),
              })}
            </span>
          </dd>
        </dl>
      </section>
      <ConsultationPanel chat={chat} />
    </div>
  );
}
