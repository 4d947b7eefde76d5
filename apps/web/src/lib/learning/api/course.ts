import {
  type FileResource,
  type HomeworkKind,
  type LessonSetLesson,
  type StageDayHomework,
  splitLessonTitle,
  type Course as WireCourse,
} from '@cp/contract';
import { secondsToMs } from './stream';

/** Course content in client names, times in milliseconds (spec 02 §3). */

export interface Subtitle {
  languageCode: string;
  /** `srclang` of a <track>: the language part of `ru-RU`. */
  srclang: string;
  label: string;
  url: string;
}

export interface Video {
  id: number;
  url: string;
  durationMs: number;
  subtitles: Subtitle[];
  /** spec 02 §3 Video `videoUrls`: hlsPlaylist as m3u8, preview, mp4Playlist as mp4. */
  videoUrls: { m3u8: string | null; preview: string | null; mp4: string | null };
}

export interface VideoFile {
  id: number;
  url: string;
  durationMs: number | null;
  video: Video | null;
}

export interface Lesson {
  /** The lesson's place in its set (`stage_day_lesson_set_lesson_id` of the statistics). */
  id: number;
  lessonId: number;
  sort: number;
  title: string;
  subtitle: string | null;
  description: string | null;
  surveyFormUrl: string | null;
  /** From the video length (spec 02 §3 Lesson `delay`). */
  delayMs: number;
  scores: number;
  localVideoFile: VideoFile | null;
  localDescriptionVideoFile: VideoFile | null;
  verticalVideo: VideoFile | null;
  verticalDescriptionVideo: VideoFile | null;
  trainingOptionValueIds: number[];
}

export interface LessonSet {
  id: number;
  sort: number;
  repeatCount: number;
  userRepeatRangeFrom: number;
  userRepeatRangeTo: number;
  lessons: Lesson[];
}

/**
 * A homework placed on a stage or a day (spec 02 §3 "Day homework and stage homework share a
 * shape": `is_required` true when above 0), with what the calendar names of its task.
 */
export interface PlacedHomework {
  /** The placement's id: the `targetId` of the learner's homework status. */
  id: number;
  homeworkId: number;
  isRequired: boolean;
  isDemoAccessible: boolean;
  title: string;
  kind: HomeworkKind;
}

export interface Day {
  id: number;
  stageId: number;
  dayNumber: number;
  dayOfRest: boolean;
  title: string;
  excerpt: string | null;
  requiredToComplete: boolean;
  finishTotalTimeMs: number;
  timeDelayMs: number | null;
  isDemoAccessible: boolean;
  repeatCount: number;
  bannerIds: number[];
  dayHomeworkIds: number[];
  /** The day's homework when the call expands `stage_day_homeworks`, else empty. */
  homeworks: PlacedHomework[];
  scores: number;
  lessonSets: LessonSet[];
  /** spec 02 §3 Day: default true; the stream status says otherwise. */
  isOpenByTimeDelay: boolean;
}

export interface Stage {
  id: number;
  sort: number;
  title: string;
  homeworkRequired: boolean;
  dayIds: number[];
  stageHomeworkIds: number[];
  /** The stage's own homework (`course_stage_homeworks`), in order. */
  homeworks: PlacedHomework[];
  requestHomeworks: number;
  requestDays: number;
  days: Day[];
}

export interface CourseDocument {
  id: number;
  title: string;
  /** The document's address: its url, else its file's. */
  href: string;
  fileName: string | null;
  mime: string | null;
  size: number | null;
  stageDayId: number | null;
  sort: number;
}

export interface CourseOption {
  id: number;
  title: string;
  sort: number;
  trainingLessonOptionValues: { id: number; title: string; sort: number }[];
}

export interface Course {
  id: number;
  title: string;
  caption: string | null;
  category: string | null;
  complexity: string | null;
  consultationLimit: number;
  /** Video consultations a stream gets; 0: the course offers none (decision 114). Not the chat's limit. */
  videoConsultationCount: number;
  image: string | null;
  background: string | null;
  excerpt: string | null;
  demoVideo: number | null;
  version: number;
  created: number | null;
  updated: number | null;
  offerIds: number[];
  stageIds: number[];
  lessonIds: number[];
  isDemoDocumentsAccessible: boolean;
  isDemoExpertMessageEnabled: boolean;
  isDemoUserMessageEnabled: boolean;
  isDemoOfflineModeAccessible: boolean;
  stages: Stage[];
  /** Every day of the course, by day number. */
  days: Day[];
  documents: CourseDocument[];
  courseOptions: CourseOption[];
}

const FILE_TYPE_VIDEO = 1;
const bySort = <T extends { sort: number }>(a: T, b: T) => a.sort - b.sort;

/** spec 02 §3 Course `excerpt`: non-breaking spaces become spaces. */
export const toExcerpt = (text: string | null | undefined): string | null =>
  text ? text.replace(/\u00a0/g, ' ') : null;

function toVideo(video: NonNullable<FileResource['video']>): Video {
  return {
    id: video.id,
    url: video.url,
    durationMs: video.duration * 1000,
    subtitles: video.subtitles.map((s) => ({
      languageCode: s.language_code,
      srclang: (s.language_code.split('-')[0] ?? s.language_code).toLowerCase(),
      label: s.name,
      url: s.link,
    })),
    videoUrls: {
      m3u8: video.video_urls.hls_playlist,
      preview: video.video_urls.preview,
      mp4: video.video_urls.mp4_playlist,
    },
  };
}

/** spec 02 §3 Lesson: each of the four video fields must be a video file, otherwise a warning. */
export function toVideoFile(file: FileResource | null, field: string): VideoFile | null {
  if (!file) return null;
  if (file.type !== FILE_TYPE_VIDEO) {
    console.warn(`Lesson ${field} is not a video file (type ${file.type})`);
    return null;
  }
  return {
    id: file.id,
    url: file.url,
    durationMs: secondsToMs(file.duration),
    video: file.video ? toVideo(file.video) : null,
  };
}

export function toLesson(lesson: LessonSetLesson): Lesson {
  // spec 02 §3 Lesson: the bracketed suffix of the title is split off into the subtitle here.
  const { title, subtitle } = splitLessonTitle(lesson.title);
  return {
    id: lesson.id,
    lessonId: lesson.lesson_id,
    sort: lesson.sort,
    title,
    subtitle,
    description: lesson.description,
    surveyFormUrl: lesson.survey_form_url,
    delayMs: lesson.delay * 1000,
    scores: lesson.scores,
    localVideoFile: toVideoFile(lesson.video_file, 'video_file'),
    localDescriptionVideoFile: toVideoFile(lesson.description_video_file, 'description_video_file'),
    verticalVideo: toVideoFile(lesson.vertical_video_file, 'vertical_video_file'),
    verticalDescriptionVideo: toVideoFile(
      lesson.vertical_description_video_file,
      'vertical_description_video_file',
    ),
    trainingOptionValueIds: lesson.training_option_value_ids,
  };
}

type WireStage = NonNullable<WireCourse['stages']>[number];
type WireDay = NonNullable<WireStage['days']>[number];
type WireDocument = NonNullable<WireCourse['documents']>[number];

function toPlacedHomeworks(
  placements: Omit<StageDayHomework, 'stage_day_id' | 'stage_id'>[] | undefined,
): PlacedHomework[] {
  return [...(placements ?? [])].sort(bySort).map((h) => ({
    id: h.id,
    homeworkId: h.homework_id,
    isRequired: h.is_required > 0,
    isDemoAccessible: h.is_demo_accessible,
    title: h.homework.title,
    kind: h.homework.kind,
  }));
}

export function toDay(day: WireDay): Day {
  return {
    id: day.id,
    stageId: day.stage_id,
    dayNumber: day.day_number,
    dayOfRest: day.day_of_rest,
    title: day.title,
    excerpt: toExcerpt(day.short_description),
    requiredToComplete: day.required_to_complete === 1,
    finishTotalTimeMs: day.finish_total_time * 1000,
    timeDelayMs: secondsToMs(day.time_delay),
    isDemoAccessible: day.is_demo_accessible,
    repeatCount: day.repeat_count,
    bannerIds: day.banner_ids,
    dayHomeworkIds: day.day_homework_ids,
    homeworks: toPlacedHomeworks(day.stage_day_homeworks),
    scores: day.scores ?? 0,
    lessonSets: (day.lesson_sets ?? [])
      .map((set) => ({
        id: set.id,
        sort: set.sort,
        repeatCount: set.repeat_count,
        userRepeatRangeFrom: set.user_repeat_range_from,
        userRepeatRangeTo: set.user_repeat_range_to,
        lessons: set.lessons.map(toLesson).sort(bySort),
      }))
      .sort(bySort),
    isOpenByTimeDelay: true,
  };
}

/** spec 02 §3 Course: documents are kept only if they have a url or a file. */
export function toDocuments(documents: WireDocument[] | undefined): CourseDocument[] {
  return (documents ?? [])
    .filter((d) => Boolean(d.url || d.file?.url))
    .map((d) => ({
      id: d.id,
      title: d.title,
      href: (d.url || d.file?.url) as string,
      fileName: d.file?.name ?? null,
      mime: d.file?.mime ?? null,
      size: d.file?.size ?? null,
      stageDayId: d.stage_day_id,
      sort: d.sort,
    }))
    .sort(bySort);
}

export function toCourse(course: WireCourse): Course {
  const stages: Stage[] = (course.stages ?? [])
    .map((stage) => ({
      id: stage.id,
      sort: stage.sort,
      title: stage.title,
      homeworkRequired: stage.homework_required,
      dayIds: stage.day_ids,
      stageHomeworkIds: stage.stage_homework_ids,
      homeworks: toPlacedHomeworks(stage.course_stage_homeworks),
      requestHomeworks: stage.request_homeworks,
      requestDays: stage.request_days,
      days: (stage.days ?? []).map(toDay).sort((a, b) => a.dayNumber - b.dayNumber),
    }))
    .sort(bySort);
  return {
    id: course.id,
    title: course.title,
    caption: course.short_title,
    category: course.category,
    complexity: course.complexity,
    consultationLimit: course.consultation_limit,
    // A course cached before the field existed offers none until it is read again.
    videoConsultationCount: course.video_consultation_count ?? 0,
    image: course.main_image,
    background: course.background_image,
    excerpt: toExcerpt(course.short_description),
    demoVideo: course.demo_video_file_id,
    version: course.version,
    created: secondsToMs(course.created_at),
    updated: secondsToMs(course.updated_at),
    offerIds: course.offer_ids ?? [],
    stageIds: course.stage_ids ?? [],
    lessonIds: course.lesson_ids ?? [],
    // spec 02 §3 Course: the demo flags default to true.
    isDemoDocumentsAccessible: course.is_demo_documents_accessible ?? true,
    isDemoExpertMessageEnabled: course.is_demo_expert_message_enabled ?? true,
    isDemoUserMessageEnabled: course.is_demo_user_message_enabled ?? true,
    isDemoOfflineModeAccessible: course.is_demo_offline_mode_accessible ?? true,
    stages,
    days: stages.flatMap((s) => s.days).sort((a, b) => a.dayNumber - b.dayNumber),
    documents: toDocuments(course.documents),
    courseOptions: (course.trainingOptions ?? course.course_options ?? [])
      .map((o) => ({
        id: o.id,
        title: o.title,
        sort: o.sort,
        trainingLessonOptionValues: [...o.training_lesson_option_values].sort(bySort),
      }))
      .sort(bySort),
  };
}
