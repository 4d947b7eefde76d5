import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import ui from '../../../components/ui/screen.module.css';
import type { VideoConsultation } from '../api/get-video-consultations';
import { MeetingJoin } from './meeting-join';
import styles from './video-consultations.module.css';
import { formatWhen } from './when';

/**
 * One video consultation in a tab: course, state (spec 02 §4) and time, linking to its screen;
 * beside the link, "Join" while a confirmed one's window is open (decision 142), so a learner who
 * opens the list minutes before her call joins from there.
 */
export function ConsultationCard({
  consultation,
  timeZone,
  showCourse = true,
}: {
  consultation: VideoConsultation;
  timeZone: string;
  /** Off under the course's own heading (the Available tab). */
  showCourse?: boolean;
}) {
  const { t, i18n } = useTranslation('videoconsultations');
  const when = consultation.startDateTime
    ? formatWhen(consultation.startDateTime, i18n.language, timeZone)
    : null;
  return (
    <li
      className={styles.item}
      data-status={consultation.status}
      data-video-consultation-id={consultation.id}
    >
      <Link to={`/videoconsultations/${consultation.id}`} className={`${ui.linkTile} ${styles.itemLink}`}>
        {showCourse && <span className={styles.itemTitle}>{consultation.courseTitle}</span>}
        <span className={styles.badge} data-status={consultation.status}>
          {t(`status.${consultation.status}`)}
        </span>
        {when && <span className={styles.itemWhen}>{when}</span>}
      </Link>
      <MeetingJoin consultation={consultation} compact />
    </li>
  );
}
