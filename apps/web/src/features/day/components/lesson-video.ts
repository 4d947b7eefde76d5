import type { Lesson, Video } from '../../../lib/learning/api/course';

/** Which of a lesson's videos plays: the exercise, or its explanation (spec 02 §3 Lesson). */
export type LessonVideoKind = 'exercise' | 'description';

/**
 * The video of a lesson for this screen (spec 02 §3: the four video fields). On a phone held
 * upright the vertical cut plays where the lesson has one; elsewhere the regular one, with the
 * vertical as the fallback. The explanation ("description") video has the same two cuts.
 */
export function lessonVideo(lesson: Lesson, kind: LessonVideoKind, portrait: boolean): Video | null {
  const [regular, vertical] =
    kind === 'description'
      ? [lesson.localDescriptionVideoFile, lesson.verticalDescriptionVideo]
      : [lesson.localVideoFile, lesson.verticalVideo];
  const ordered = portrait ? [vertical, regular] : [regular, vertical];
  return ordered.find((file) => file?.video)?.video ?? null;
}

/** Whether the lesson has an explanation video to offer beside the exercise. */
export const hasDescriptionVideo = (lesson: Lesson): boolean =>
  Boolean(lesson.localDescriptionVideoFile?.video || lesson.verticalDescriptionVideo?.video);

/**
 * The lesson has a video file of this kind whose renditions are not made yet: the school's media
 * library is still converting it (decision 075), so the screen says so instead of "no video".
 */
export const lessonVideoPending = (lesson: Lesson, kind: LessonVideoKind): boolean =>
  (kind === 'description'
    ? [lesson.localDescriptionVideoFile, lesson.verticalDescriptionVideo]
    : [lesson.localVideoFile, lesson.verticalVideo]
  ).some((file) => file && !file.video);
