import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { SectionNotAvailable } from '../../../components/section-not-available/section-not-available';
import { useAppConfig } from '../../../config/config-context';
import type { Course } from '../../../lib/learning/api/course';
import type { Stream } from '../../../lib/learning/api/stream';
import { learningPaths } from '../../../lib/routing/learning-paths';
import styles from './calendar.module.css';

/**
 * The course's other sections. Chat and video consultations get their screens
 * later; a course without them shows the notice of spec 02 §2 now.
 */
export function CourseSections({ stream, course }: { stream: Stream; course: Course }) {
  const { t } = useTranslation('calendar');
  const { brand } = useAppConfig().components;
  const hasChat = brand.isChatSupport && stream.chatChannelId !== null;
  const hasConsultations =
    brand.isVideoConsultationSupport && (course.consultationLimit > 0 || stream.maxConsultationCount > 0);
  return (
    <nav aria-label={t('sections.label')} className={styles.sections}>
      <Link to={learningPaths.materials(stream.id)} className={styles.sectionLink}>
        {t('sections.materials')}
      </Link>
      {!hasChat && <SectionNotAvailable section="chat" />}
      {!hasConsultations && <SectionNotAvailable section="videoConsultations" />}
    </nav>
  );
}
