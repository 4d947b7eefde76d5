import { routeId } from '@cp/contract';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { DocumentList } from '../../../components/documents/document-list';
import {
  CourseLoadFailed,
  CourseLoading,
  CourseNotFound,
} from '../../../components/learning/course-load-state';
import { MobileAccessNotice } from '../../../components/learning/mobile-access-notice';
import ui from '../../../components/ui/screen.module.css';
import { APP_TYPE } from '../../../lib/env/app-env';
import { isMobileAccessDenied } from '../../../lib/learning/mobile-access';
import { useFreshMediaLinks } from '../../../lib/learning/use-fresh-media-links';
import { useStreamCourse } from '../../../lib/learning/use-stream-course';
import { materialGroups } from '../components/materials';
import styles from '../components/materials.module.css';

/** spec 02 §2 materials: the documents and materials of the course. */
export function Component() {
  const streamId = routeId(useParams().streamId);
  if (streamId === null) return <CourseNotFound />;
  return <Materials streamId={streamId} />;
}

function Materials({ streamId }: { streamId: number }) {
  const { t } = useTranslation('materials');
  const courseTitleId = useId();
  const data = useStreamCourse(streamId);
  // The document links expire (decision 042): a copy of the course older than an hour is fetched again.
  useFreshMediaLinks(data.state === 'ready' ? data.course.id : undefined);
  if (data.state === 'loading') return <CourseLoading />;
  if (data.state === 'error') return <CourseLoadFailed error={data.error} retry={data.retry} />;
  const { stream, course } = data;
  const groups = materialGroups(stream, course);
  return (
    <section className={ui.screen}>
      <header>
        <h1 className={ui.title}>{t('title')}</h1>
        <p className={styles.course}>{course.title}</p>
      </header>
      {isMobileAccessDenied(stream, APP_TYPE) ? (
        <MobileAccessNotice />
      ) : groups.locked ? (
        <DocumentList documents={[]} locked />
      ) : (
        <>
          <section aria-labelledby={courseTitleId} className={styles.group}>
            <h2 id={courseTitleId} className={styles.groupTitle}>
              {t('course')}
            </h2>
            <DocumentList documents={groups.course} downloadsOf={{ stream, course }} />
          </section>
          {groups.days.map((group) => (
            <section
              key={group.dayNumber}
              aria-labelledby={`${courseTitleId}-${group.dayNumber}`}
              className={styles.group}
            >
              <h2 id={`${courseTitleId}-${group.dayNumber}`} className={styles.groupTitle}>
                {t('day', { number: group.dayNumber, title: group.title })}
              </h2>
              <DocumentList documents={group.documents} downloadsOf={{ stream, course }} />
            </section>
          ))}
        </>
      )}
    </section>
  );
}
