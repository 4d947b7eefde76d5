import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { SectionNotAvailable } from '../../../components/section-not-available/section-not-available';
import { useAppConfig } from '../../../config/config-context';
import type { Course } from '../../../lib/learning/api/course';
import type { Stream } from '../../../lib/learning/api/stream';
import { chatLink } from '../../../lib/navigation/chat-paths';
import { learningPaths } from '../../../lib/routing/learning-paths';
import styles from './calendar.module.css';

/**
 * The course's other sections: materials, the stream's expert chat (issue 9); a course
 * without chat or video consultations shows the notice of spec 02 §2.
 */
export function CourseSections({ stream, course }: { stream: Stream; course: Course }) {
  const { t } = useTranslation('calendar');
  const { t: learning } = useTranslation('learning');
  const { brand } = useAppConfig().components;
  const chatId = brand.isChatSupport ? stream.chatChannelId : null;
  const hasConsultations =
    brand.isVideoConsultationSupport && (course.consultationLimit > 0 || stream.maxConsultationCount > 0);
  return (
    <nav aria-label={t('sections.label')} className={styles.sections}>
      <Link to={learningPaths.materials(stream.id)} className={styles.sectionLink}>
        {t('sections.materials')}
      </Link>
      {chatId !== null ? (
        // spec 02 §2 chat `/chat/{chatId}`: the stream's chat with the expert.
        <Link to={chatLink(chatId)} className={styles.sectionLink}>
          {learning('section.chat')}
        </Link>
      ) : (
        <SectionNotAvailable section="chat" />
      )}
      {!hasConsultations && <SectionNotAvailable section="videoConsultations" />}
    </nav>
  );
}
