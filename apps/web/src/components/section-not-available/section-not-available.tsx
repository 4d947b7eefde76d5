import { useTranslation } from 'react-i18next';
import styles from './section-not-available.module.css';

export type CourseSection = 'chat' | 'videoConsultations';

/** spec 02 §2: the notice for a course without chat or without video consultations. */
export function SectionNotAvailable({ section }: { section: CourseSection }) {
  const { t } = useTranslation('learning');
  return (
    <p className={styles.notice} data-section={section}>
      <span className={styles.name}>{t(`section.${section}`)}</span>
      <span>{t('section.notAvailable')}</span>
    </p>
  );
}
