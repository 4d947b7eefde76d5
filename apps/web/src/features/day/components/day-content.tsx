import button from '@cp/ui/button/button.module.css';
import { useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BannerSlot } from '../../../components/banners/banner-slot';
import { DocumentList } from '../../../components/documents/document-list';
import { useDownloadPlace } from '../../../components/downloads/download-place';
import { LessonDownloadSlot } from '../../../components/downloads/lesson-download-slot';
import { localSources } from '../../../components/downloads/local-sources';
import { VideoPlayer } from '../../../components/player/video-player';
import ui from '../../../components/ui/screen.module.css';
import { currentLanguage } from '../../../lib/i18n/i18n';
import type { Course, Day, Video } from '../../../lib/learning/api/course';
import { isDemoRestricted, type Stream } from '../../../lib/learning/api/stream';
import type { StreamStatuses } from '../../../lib/learning/api/stream-status';
import { useFreshMediaLinks } from '../../../lib/learning/use-fresh-media-links';
import styles from './day.module.css';
import { DayHomework } from './day-homework';
import { LessonList } from './lesson-list';
import { buildSequence, canFinishDay } from './lesson-sequence';
import { hasDescriptionVideo, type LessonVideoKind, lessonVideo, lessonVideoPending } from './lesson-video';
import { LessonVideoChoice } from './lesson-video-choice';
import { useRepeatChoices } from './repeat-choices';
import { useDayProgress } from './use-day-progress';
import { usePortraitPhone } from './use-portrait-phone';

interface DayContentProps {
  stream: Stream;
  course: Course;
  day: Day;
  statuses: StreamStatuses;
}

/** An open day: its lessons and player, documents and the place of its homework. */
export function DayContent({ stream, course, day, statuses }: DayContentProps) {
  const { t } = useTranslation('day');
  const documentsId = useId();
  const dayStatus = statuses.days.find((d) => d.stageDayId === day.id);
  const progress = useDayProgress(stream.id, day, dayStatus);
  useFreshMediaLinks(course.id, day);
  const [choices, choose] = useRepeatChoices(stream.id);
  const sequence = useMemo(() => buildSequence(day.lessonSets, choices), [day.lessonSets, choices]);
  const [index, setIndex] = useState(0);
  const [autoPlay, setAutoPlay] = useState(false);
  const [videoKind, setVideoKind] = useState<LessonVideoKind>('exercise');
  const portrait = usePortraitPhone();
  const current = sequence[Math.min(index, sequence.length - 1)];
  const lessonStatuses = statuses.lessons.filter((l) => l.stageDayId === day.id);
  const finished = dayStatus?.status === 'finished' || progress.finishState === 'finished';
  const documents = course.documents.filter((d) => d.stageDayId === day.id);
  const documentsLocked = isDemoRestricted(stream) && !course.isDemoDocumentsAccessible;
  const downloadPlace = useDownloadPlace({ stream, course });

  const pick = (setId: number, lessonId: number) => {
    // What was watched of the lesson being left goes now (its player unmounts without a pause).
    if (current) progress.onPause(current.lesson);
    const round = current?.setId === setId ? current.round : 1;
    const found = sequence.findIndex(
      (i) => i.setId === setId && i.lesson.id === lessonId && i.round === round,
    );
    setIndex(Math.max(0, found));
    setVideoKind('exercise');
    setAutoPlay(true);
  };

  const lesson = current?.lesson;
  const kind: LessonVideoKind = lesson && hasDescriptionVideo(lesson) ? videoKind : 'exercise';
  const fresh = lesson ? lessonVideo(lesson, kind, portrait) : null;
  // A refreshed link replaces the player's only while it is not playing: the one it plays
  // still has a whole window to live (decision 042); paused, it remounts where it stood.
  const playing = useRef(false);
  const shown = useRef<Video | null>(fresh);
  if (!playing.current || shown.current?.id !== fresh?.id) shown.current = fresh;
  const video = shown.current;
  return (
    <>
      {lesson && (
        <div className={styles.lessonArea}>
          <div className={styles.playerColumn}>
            {video ? (
              <LessonVideoChoice
                place={downloadPlace}
                video={video}
                isPlaying={() => playing.current}
                player={(local) => (
                  <VideoPlayer
                    key={`${current?.key}:${kind}:${video.id}:${local ? `local:${local.localUrl}` : video.url}`}
                    title={lesson.title}
                    sources={local ? localSources(local) : video.videoUrls}
                    poster={local ? local.poster : video.videoUrls.preview}
                    subtitles={local ? local.subtitles : video.subtitles}
                    local={Boolean(local)}
                    subtitleLanguage={currentLanguage()}
                    resumeKey={`${stream.id}:${lesson.id}${kind === 'description' ? ':description' : ''}`}
                    analytics={{ streamId: stream.id, dayNumber: day.dayNumber, lessonId: lesson.lessonId }}
                    autoPlay={autoPlay}
                    onPlay={() => {
                      playing.current = true;
                      progress.onPlay();
                    }}
                    onViewed={(ms) => progress.onViewed(lesson, ms)}
                    onPause={() => {
                      playing.current = false;
                      progress.onPause(lesson);
                    }}
                    onEnded={() => {
                      playing.current = false;
                      progress.onEnded(lesson);
                      // The explanation watched, the exercise itself is next.
                      if (kind === 'description') {
                        setVideoKind('exercise');
                        setAutoPlay(true);
                      } else if (index < sequence.length - 1) {
                        setIndex(index + 1);
                        setAutoPlay(true);
                      }
                    }}
                  />
                )}
              />
            ) : (
              <p className={styles.noVideo}>
                {t(lessonVideoPending(lesson, kind) ? 'notConverted' : 'noVideo')}
              </p>
            )}
            {hasDescriptionVideo(lesson) && (
              <fieldset className={styles.videoKinds} aria-label={t('videoKind.label')}>
                {(['exercise', 'description'] as const).map((option) => (
                  <button
                    key={option}
                    type="button"
                    className={button.secondary}
                    aria-pressed={kind === option}
                    onClick={() => {
                      progress.onPause(lesson);
                      setVideoKind(option);
                      setAutoPlay(true);
                    }}
                  >
                    {t(`videoKind.${option}`)}
                  </button>
                ))}
              </fieldset>
            )}
            {/* The download is of the video shown: the exercise or its explanation (decision 069). */}
            {downloadPlace && video && (
              <LessonDownloadSlot key={video.id} place={downloadPlace} lesson={lesson} video={video} />
            )}
            <BannerSlot position="day" placement="afterVideo" courseId={course.id} stageDayId={day.id} />
            <div className={styles.nowPlaying} aria-live="polite">
              <h2 className={styles.lessonHeading}>
                {lesson.title}
                {lesson.subtitle && <span className={styles.lessonSubtitle}> ({lesson.subtitle})</span>}
              </h2>
              <p className={ui.muted}>{t('position', { current: index + 1, total: sequence.length })}</p>
              {lesson.description && <p>{lesson.description}</p>}
            </div>
          </div>
          <LessonList
            sets={day.lessonSets}
            choices={choices}
            onChoose={choose}
            current={current}
            lessonStatuses={lessonStatuses}
            onPick={pick}
          />
        </div>
      )}
      <div className={styles.finish} role="status">
        {finished ? (
          <p className={styles.done}>{t('finish.done')}</p>
        ) : progress.finishState === 'finishing' ? (
          <p>{t('finish.finishing')}</p>
        ) : progress.finishState === 'failed' ? (
          <p className={styles.failed}>{t('finish.failed')}</p>
        ) : lesson ? (
          <p className={ui.muted}>{t('finish.hint')}</p>
        ) : null}
      </div>
      {!finished &&
        (!lesson || (progress.finishState === 'failed' && canFinishDay(day, statuses.lessons))) && (
          <button
            type="button"
            className={button.primary}
            onClick={() => void progress.finish()}
            disabled={progress.finishState === 'finishing'}
          >
            {t('finish.button')}
          </button>
        )}
      {(documents.length > 0 || documentsLocked) && (
        <section className={styles.block} aria-labelledby={documentsId}>
          <h2 id={documentsId} className={styles.blockTitle}>
            {t('documents')}
          </h2>
          <DocumentList documents={documents} locked={documentsLocked} downloadsOf={{ stream, course }} />
        </section>
      )}
      <DayHomework streamId={stream.id} dayId={day.id} homeworkIds={day.dayHomeworkIds} />
    </>
  );
}
