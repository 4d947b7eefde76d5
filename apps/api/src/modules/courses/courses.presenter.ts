import {
  type Course,
  type Day,
  type FileResource,
  joinLessonTitle,
  type LessonSetLesson,
  type Stage,
} from '@cp/contract';
import { toSeconds } from '../../lib/time.js';
import type { DayRow, DocumentRow, LessonRow, StageRow } from '../course-content/index.js';
import { type ContentFile, type CourseContent, lessonSeconds } from '../course-content/index.js';
import type { MediaAccess } from '../media/index.js';
import { presentDayHomeworks, presentStageHomeworks } from './course-homework.presenter.js';

/**
 * Course content -> wire shapes (spec 02 §3). `media`: the days open to the
 * learner and their signed links; a day that is not open to them (any lock of
 * spec 02 §4, demo locks included) comes without its video and documents, and
 * media come only as signed links (decision 042).
 */

export interface DayParts {
  lessonSets?: boolean;
  scores?: boolean;
  documents?: boolean;
  homeworks?: boolean;
  /** The nested homework's points (decision 048: named by the stages call, always elsewhere). */
  homeworkScores?: boolean;
}

export interface StageParts {
  days?: DayParts;
  stageHomeworks?: boolean;
  stageHomeworkScores?: boolean;
}

export function presentFile(file: ContentFile | undefined, media: MediaAccess): FileResource | null {
  if (!file) return null;
  const video = file.video;
  const link = (url: string | null) => url && media.link(url, 'file');
  return {
    id: file.id,
    type: file.type as FileResource['type'],
    name: file.name,
    url: media.link(file.url, 'file'),
    path: file.path,
    mime: file.mime,
    size: file.size,
    duration: file.duration,
    video: video && {
      id: video.id,
      url: video.hlsPlaylist ? media.link(video.hlsPlaylist, 'folder') : link(video.mp4Playlist ?? file.url)!,
      duration: video.duration,
      created_at: toSeconds(video.createdAt)!,
      subtitles: video.subtitles.map((s) => ({
        language_code: s.languageCode,
        name: s.name,
        link: media.link(s.link, 'file'),
      })),
      video_urls: {
        // The playlist's link opens its folder: the segments it names inherit the token.
        hls_playlist: video.hlsPlaylist && media.link(video.hlsPlaylist, 'folder'),
        preview: link(video.preview),
        mp4_playlist: link(video.mp4Playlist),
      },
    },
  };
}

function presentLesson(content: CourseContent, lesson: LessonRow, media: MediaAccess | null) {
  const file = (id: number | null) =>
    media && id !== null ? presentFile(content.fileById.get(id), media) : null;
  return {
    // spec 02 §3 Lesson: the client splits the suffix off the title, so the title keeps it.
    title: joinLessonTitle(lesson.title, lesson.subtitle),
    subtitle: lesson.subtitle,
    description: lesson.description,
    survey_form_url: lesson.surveyFormUrl,
    delay: lessonSeconds(lesson, content.fileById),
    scores: lesson.scores,
    video_file: file(lesson.videoFileId),
    description_video_file: file(lesson.descriptionVideoFileId),
    vertical_video_file: file(lesson.verticalVideoFileId),
    vertical_description_video_file: file(lesson.verticalDescriptionVideoFileId),
    training_option_value_ids: content.valueIdsByLesson.get(lesson.id) ?? [],
  };
}

/** `media` null: the lesson is on no day open to the learner, so it comes without video. */
export function presentCourseLesson(content: CourseContent, lesson: LessonRow, media: MediaAccess | null) {
  return { id: lesson.id, ...presentLesson(content, lesson, media) };
}

function presentDocument(content: CourseContent, doc: DocumentRow, media: MediaAccess) {
  return {
    id: doc.id,
    title: doc.title,
    url: doc.url && media.link(doc.url, 'file'),
    file: doc.fileId === null ? null : presentFile(content.fileById.get(doc.fileId), media),
    stage_day_id: doc.dayId,
    sort: doc.sort,
  };
}

/** spec 02 §3 Course: documents are kept only if they have a url or a file. */
export function presentDocuments(content: CourseContent, docs: DocumentRow[], media: MediaAccess) {
  return docs.map((d) => presentDocument(content, d, media)).filter((d) => d.url !== null || d.file !== null);
}

export function presentDay(content: CourseContent, day: DayRow, parts: DayParts, media: MediaAccess): Day {
  const open = media.dayOpen(day.id);
  const result: Day = {
    id: day.id,
    stage_id: day.stageId,
    course_id: day.courseId,
    day_number: day.dayNumber,
    day_of_rest: day.dayOfRest,
    title: day.title,
    short_description: day.shortDescription,
    required_to_complete: day.requiredToComplete ? 1 : 0,
    finish_total_time: day.finishTotalTime,
    time_delay: day.timeDelay,
    is_demo_accessible: day.isDemoAccessible,
    repeat_count: day.repeatCount,
    banner_ids: [],
    day_homework_ids: (content.dayHomeworksByDay.get(day.id) ?? []).map((h) => h.id),
  };
  if (parts.scores) result.scores = day.scores;
  if (parts.lessonSets) {
    result.lesson_sets = (content.setsByDay.get(day.id) ?? []).map((set) => ({
      id: set.id,
      sort: set.sort,
      repeat_count: set.repeatCount,
      user_repeat_range_from: set.userRepeatRangeFrom,
      user_repeat_range_to: set.userRepeatRangeTo,
      lessons: (content.lessonsBySet.get(set.id) ?? []).map(
        (entry): LessonSetLesson => ({
          id: entry.id,
          lesson_id: entry.lessonId,
          sort: entry.sort,
          ...presentLesson(content, content.lessonById.get(entry.lessonId)!, open ? media : null),
        }),
      ),
    }));
  }
  if (parts.documents) {
    result.documents = open
      ? presentDocuments(
          content,
          content.documents.filter((d) => d.dayId === day.id),
          media,
        )
      : [];
  }
  if (parts.homeworks)
    result.stage_day_homeworks = presentDayHomeworks(content, day.id, !!parts.homeworkScores);
  return result;
}

export function presentStage(
  content: CourseContent,
  stage: StageRow,
  parts: StageParts,
  media: MediaAccess,
): Stage {
  const stageDays = content.daysByStage.get(stage.id) ?? [];
  // spec 02 §4: its own required homework and its days' hold the next stage (decision 057).
  const requestHomeworks = content.requiredHomeworkByStage.get(stage.id)?.length ?? 0;
  const result: Stage = {
    id: stage.id,
    course_id: stage.courseId,
    sort: stage.sort,
    title: stage.title,
    homework_required: requestHomeworks > 0,
    day_ids: stageDays.map((d) => d.id),
    stage_homework_ids: (content.stageHomeworksByStage.get(stage.id) ?? []).map((h) => h.id),
    request_homeworks: requestHomeworks,
    request_days: stageDays.filter((d) => d.requiredToComplete && !d.dayOfRest).length,
  };
  if (parts.days) result.days = stageDays.map((d) => presentDay(content, d, parts.days!, media));
  if (parts.stageHomeworks) {
    result.course_stage_homeworks = presentStageHomeworks(content, stage.id, !!parts.stageHomeworkScores);
  }
  return result;
}

export function presentCourse(content: CourseContent): Course {
  const c = content.course;
  return {
    id: c.id,
    title: c.title,
    short_title: c.shortTitle,
    category: c.category,
    complexity: c.complexity,
    consultation_limit: c.consultationLimit,
    video_consultation_count: content.videoConsultationOffer?.countPerStream ?? 0,
    main_image: c.mainImage,
    background_image: c.backgroundImage,
    // spec 02 §3 Course excerpt: non-breaking spaces become spaces (done here once for every client).
    short_description: c.shortDescription?.replaceAll('\u00a0', ' ') ?? null,
    demo_video_file_id: c.demoVideoFileId,
    version: c.version,
    created_at: toSeconds(c.createdAt)!,
    updated_at: toSeconds(c.updatedAt)!,
    offer_ids: content.offerIds,
    stage_ids: content.stages.map((s) => s.id),
    lesson_ids: content.lessons.map((l) => l.id),
    is_demo_documents_accessible: c.isDemoDocumentsAccessible,
    is_demo_expert_message_enabled: c.isDemoExpertMessageEnabled,
    is_demo_user_message_enabled: c.isDemoUserMessageEnabled,
    is_demo_offline_mode_accessible: c.isDemoOfflineModeAccessible,
  };
}

export function presentTrainingOptions(content: CourseContent) {
  return content.options.map((o) => ({
    id: o.id,
    title: o.title,
    sort: o.sort,
    training_lesson_option_values: content.values
      .filter((v) => v.trainingOptionId === o.id)
      .map((v) => ({ id: v.id, title: v.title, sort: v.sort })),
  }));
}
