import { useTranslation } from 'react-i18next';
import styles from './section-not-available.module.css';

export type CourseSection = 'chat' | 'videoConsultations';

/**
 * spec 02 §2: the notice for a course without chat or without video consultations. `detail`
 * says why, and when it opens, where the caller knows (issue 28); else the spec's general line.
 */
export function SectionNotAvailable({ section, detail }: { section: CourseSection; detail?: string }) {
  const { t } = useTranslation('learning');
  return (
    <p className={styles.notice} data-section={section}>
      <span className={styles.name}>{t(`section.${section}`)}</span>
      <span>{detail ?? t('section.notAvailable')}</span>
    </p>
  );
}
