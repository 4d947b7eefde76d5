import { routeId } from '@cp/contract';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { BannerFrame, BannerSlot } from '../../../components/banners/banner-slot';
import {
  CourseLoadFailed,
  CourseLoading,
  CourseNotFound,
} from '../../../components/learning/course-load-state';
import { DemoNotice } from '../../../components/learning/demo-notice';
import { useLockReasonText } from '../../../components/learning/lock-reason';
import { MobileAccessNotice } from '../../../components/learning/mobile-access-notice';
import ui from '../../../components/ui/screen.module.css';
import { APP_TYPE } from '../../../lib/env/app-env';
import { loadNamespaces } from '../../../lib/i18n/i18n';
import { isDemoRestricted } from '../../../lib/learning/api/stream';
import { dayForChoice, unchosenOptions } from '../../../lib/learning/day-for-choice';
import { dayLock } from '../../../lib/learning/day-lock';
import { isMobileAccessDenied } from '../../../lib/learning/mobile-access';
import { useStreamCourse } from '../../../lib/learning/use-stream-course';
import styles from '../components/day.module.css';
import { DayContent } from '../components/day-content';
import { DayNav } from '../components/day-nav';

// Only courses with training options show the note: the day downloads it then (decision 093).
const ChoiceNote = lazy(() =>
  Promise.all([import('../components/choice-note'), loadNamespaces(['calendar'])]).then(([module]) => ({
    default: module.ChoiceNote,
  })),
);

/** spec 02 §2 day: one course day with its lessons, the player, documents and homework. */
export function Component() {
  const params = useParams();
  const streamId = routeId(params.streamId);
  const dayNumber = routeId(params.dayNumber);
  if (streamId === null) return <CourseNotFound />;
  // A day number that is no number names no day of the course (the course itself may exist).
  if (dayNumber === null) return <DayNotFound />;
  return <DayScreen streamId={streamId} dayNumber={dayNumber} />;
}

function DayNotFound() {
  const { t } = useTranslation('day');
  return (
    <section className={ui.screen}>
      <h1 className={`${ui.title} ${styles.title}`}>{t('notFound')}</h1>
    </section>
  );
}

function DayScreen({ streamId, dayNumber }: { streamId: number; dayNumber: number }) {
  const { t } = useTranslation('day');
  const lockText = useLockReasonText();
  const data = useStreamCourse(streamId);
  if (data.state === 'loading') return <CourseLoading />;
  if (data.state === 'error') return <CourseLoadFailed error={data.error} retry={data.retry} />;
  const { stream, course, statuses } = data;
  const day = course.days.find((d) => d.dayNumber === dayNumber);
  if (!day) return <DayNotFound />;
  const now = Date.now();
  const dayStatus = statuses.days.find((d) => d.stageDayId === day.id);
  const lock = dayLock({ stream, streamStatus: statuses.status, day, dayStatus, now });
  const denied = isMobileAccessDenied(stream, APP_TYPE);
  const banners = { courseId: course.id, stageDayId: day.id };
  // The lessons of the learner's training options only; the finish rule follows them (decision 093).
  const shown = dayForChoice(course, day, stream.filters);
  return (
    <BannerFrame position="day" {...banners}>
      <section className={ui.screen} data-day={day.dayNumber}>
        <header>
          <p className={styles.kicker}>{t('kicker', { number: day.dayNumber })}</p>
          <h1 className={`${ui.title} ${styles.title}`}>{day.dayOfRest ? t('restDay') : day.title}</h1>
          {day.excerpt && <p className={styles.excerpt}>{day.excerpt}</p>}
        </header>
        <BannerSlot position="day" placement="beforeLessons" {...banners} />
        {denied ? (
          <MobileAccessNotice />
        ) : lock ? (
          <div className={`${ui.surface} ${styles.locked}`} data-lock={lock}>
            <h2 className={styles.blockTitle}>{t('locked')}</h2>
            <p>
              {lockText(lock, {
                stream: { ...stream, status: statuses.status },
                openDate: dayStatus?.openDate ?? null,
                now,
              })}
            </p>
            {lock === 'demo' && isDemoRestricted(stream) && <DemoNotice />}
          </div>
        ) : (
          <>
            {!day.dayOfRest && (shown.hidden > 0 || unchosenOptions(course, stream.filters).length > 0) && (
              <Suspense fallback={null}>
                <ChoiceNote streamId={stream.id} course={course} filters={stream.filters} shown={shown} />
              </Suspense>
            )}
            <DayContent
              key={`${day.id}:${JSON.stringify(stream.filters)}`}
              stream={stream}
              course={course}
              day={shown.day}
              statuses={statuses}
            />
          </>
        )}
        {/* No player on a closed day: its place may hold a banner (spec-gaps). */}
        {(denied || lock) && <BannerSlot position="day" placement="insteadVideo" {...banners} />}
        <DayNav streamId={stream.id} days={course.days} dayNumber={day.dayNumber} />
      </section>
    </BannerFrame>
  );
}
