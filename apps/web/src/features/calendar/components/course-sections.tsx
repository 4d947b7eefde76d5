import type { ChatClosedReason } from '@cp/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { SectionNotAvailable } from '../../../components/section-not-available/section-not-available';
import { useAppConfig } from '../../../config/config-context';
import { formatDate } from '../../../lib/format/format-date';
import type { Course } from '../../../lib/learning/api/course';
import type { Stream } from '../../../lib/learning/api/stream';
import { chatLink } from '../../../lib/navigation/chat-paths';
import { learningPaths } from '../../../lib/routing/learning-paths';
import styles from './calendar.module.css';

/**
 * The course's other sections: materials, the stream's expert chat (issue 9) and its video
 * consultations; a course without chat or video consultations shows the notice of spec 02 §2.
 * Video consultations are the course's offer (decision 114), never the chat's paid consultations
 * (`consultationLimit`, `maxConsultationCount`): a course with those and no offer has none (issue 28).
 */
export function CourseSections({ stream, course }: { stream: Stream; course: Course }) {
  const { t } = useTranslation('calendar');
  const { t: learning } = useTranslation('learning');
  const hasVideoConsultations =
    useAppConfig().components.brand.isVideoConsultationSupport && course.videoConsultationCount > 0;
  return (
    <nav aria-label={t('sections.label')} className={styles.sections}>
      <Link to={learningPaths.materials(stream.id)} className={styles.sectionLink}>
        {t('sections.materials')}
      </Link>
      <ChatEntry stream={stream} />
      {hasVideoConsultations ? (
        <Link to="/videoconsultations" className={styles.sectionLink}>
          {learning('section.videoConsultations')}
        </Link>
      ) : (
        <SectionNotAvailable section="videoConsultations" />
      )}
    </nav>
  );
}

/**
 * The stream's chat with the expert (spec 02 §2 chat `/chat/{chatId}`). A chat the learner cannot
 * write in says why and when it opens (the server's `chat_closed_reason`, issue 28): with the link
 * where there is a chat to read, in place of it where there is none.
 */
function ChatEntry({ stream }: { stream: Stream }) {
  const { t } = useTranslation('calendar');
  const { t: learning } = useTranslation('learning');
  const chatOn = useAppConfig().components.brand.isChatSupport;
  const reason: ChatClosedReason | null = chatOn ? (stream.chatClosedReason ?? null) : 'chat_off';
  const why =
    reason &&
    t(`sections.chatClosed.${reason}`, {
      date: stream.messageExpiresDate === null ? '' : formatDate(stream.messageExpiresDate),
    });
  if (!chatOn || stream.chatChannelId === null) {
    // No reason from the server (an answer kept from before it sent one): the spec's general line.
    return <SectionNotAvailable section="chat" detail={why ?? undefined} />;
  }
  const link = (
    <Link to={chatLink(stream.chatChannelId)} className={styles.sectionLink}>
      {learning('section.chat')}
    </Link>
  );
  if (!why) return link;
  return (
    <div className={styles.chatEntry}>
      {link}
      <p className={styles.chatClosed} data-reason={reason}>
        {why}
      </p>
    </div>
  );
}
