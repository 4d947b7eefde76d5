import { VIDEO_CONSULTATION_JOIN_EARLY_MINUTES } from '@cp/contract';
import button from '@cp/ui/button/button.module.css';
import { useTranslation } from 'react-i18next';
import type { VideoConsultation } from '../api/get-video-consultations';
import { useJoinState } from './use-join-open';
import styles from './video-consultations.module.css';

/**
 * The meeting of a confirmed video consultation (issue 32, decision 142): "Join" while its window
 * is open (from VIDEO_CONSULTATION_JOIN_EARLY_MINUTES before the start to the end), else when it
 * will show or that the time is over; the expert's note in any case. `compact` (an item of the
 * list) is "Join" alone, and nothing outside the window: the hints and the note are the
 * consultation screen's, one tap away.
 */
export function MeetingJoin({
  consultation,
  compact = false,
}: {
  consultation: VideoConsultation;
  compact?: boolean;
}) {
  const { t } = useTranslation('videoconsultations');
  const state = useJoinState(consultation);
  if (consultation.status !== 'confirmed') return null;
  if (compact && state !== 'open') return null;
  return (
    <div className={styles.meeting} data-join={state}>
      {state === 'open' && (
        <a
          href={consultation.meetingUrl}
          target="_blank"
          rel="noopener noreferrer"
          className={`${button.primary} ${styles.join}`}
          aria-label={t('meeting.joinFor', { course: consultation.courseTitle })}
        >
          {t('meeting.join')}
        </a>
      )}
      {state === 'before' && (
        <p className={styles.meetingHint}>
          {t('meeting.joinLater', { minutes: VIDEO_CONSULTATION_JOIN_EARLY_MINUTES })}
        </p>
      )}
      {state === 'past' && <p className={styles.meetingHint}>{t('meeting.over')}</p>}
      {!compact && consultation.meetingNote && (
        <p className={styles.meetingNote}>
          <span className={styles.meetingNoteLabel}>{t('meeting.note')}</span> {consultation.meetingNote}
        </p>
      )}
    </div>
  );
}
