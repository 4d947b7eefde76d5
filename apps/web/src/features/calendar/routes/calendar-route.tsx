import { routeId } from '@cp/contract';
import { useTranslation } from 'react-i18next';
import { Outlet, useParams } from 'react-router';
import { BannerFrame, BannerSlot } from '../../../components/banners/banner-slot';
import { AccessTextLine } from '../../../components/learning/access-text-line';
import {
  CourseLoadFailed,
  CourseLoading,
  CourseNotFound,
} from '../../../components/learning/course-load-state';
import { DemoNotice } from '../../../components/learning/demo-notice';
import { MobileAccessNotice } from '../../../components/learning/mobile-access-notice';
import ui from '../../../components/ui/screen.module.css';
import { APP_TYPE } from '../../../lib/env/app-env';
import { isDemoRestricted } from '../../../lib/learning/api/stream';
import { useHomeworkLive } from '../../../lib/learning/homework/use-homework-live';
import { isMobileAccessDenied } from '../../../lib/learning/mobile-access';
import { useStreamCourse } from '../../../lib/learning/use-stream-course';
import styles from '../components/calendar.module.css';
import { calendarStages } from '../components/calendar-days';
import { CalendarStage } from '../components/calendar-stage';
import { CourseSections } from '../components/course-sections';
import { TrainingOptions } from '../components/training-options';

/** spec 02 §2 calendar: the stages and days of one stream. The freeze panel renders in the outlet. */
export function Component() {
  const streamId = routeId(useParams().streamId);
  if (streamId === null) return <CourseNotFound />;
  return <Calendar streamId={streamId} />;
}

function Calendar({ streamId }: { streamId: number }) {
  const { t } = useTranslation(['calendar', 'courses']);
  const data = useStreamCourse(streamId);
  // A review opens the next stage (its gate is the homework's): the calendar reads it live.
  useHomeworkLive();
  if (data.state === 'loading') return <CourseLoading />;
  if (data.state === 'error') return <CourseLoadFailed error={data.error} retry={data.retry} />;
  const { stream, course, statuses } = data;
  const now = Date.now();
  const title = course.title;
  return (
    <BannerFrame position="calendar" courseId={course.id}>
      <section className={styles.screen}>
        {/* The shell's back link (spec 01 §2 back-navigation history) is the only one (issue 8). */}
        <header className={`${ui.surface} ${styles.header}`}>
          <h1 className={`${ui.title} ${styles.title}`}>{title}</h1>
          <p className={styles.meta} data-status={statuses.status}>
            {t(`courses:status.${statuses.status}`)}
            {stream.isDemo && ` · ${t('courses:demo')}`}
          </p>
          <AccessTextLine stream={{ ...stream, status: statuses.status }} now={now} />
          <progress
            className={styles.bar}
            max={100}
            value={stream.progress.progress}
            aria-label={t('courses:progress.label', { title })}
          />
          <p className={styles.meta}>
            {t('courses:progress.days', {
              count: stream.progress.daysCount,
              done: stream.progress.completeDaysCount,
            })}
          </p>
        </header>
        {isMobileAccessDenied(stream, APP_TYPE) ? (
          <MobileAccessNotice />
        ) : (
          <>
            {isDemoRestricted(stream) && <DemoNotice />}
            <Outlet />
            <CourseSections stream={stream} course={course} />
            <TrainingOptions stream={stream} course={course} />
            <BannerSlot position="calendar" placement="beforeStage" courseId={course.id} />
            {calendarStages(stream, course, statuses, now).map((item) => (
              <CalendarStage key={item.stage.id} stream={stream} item={item} now={now} />
            ))}
          </>
        )}
      </section>
    </BannerFrame>
  );
}
