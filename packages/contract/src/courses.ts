import { z } from 'zod';
import {
  COURSE_FIELDS,
  COURSE_LIST_EXPANDS,
  COURSE_VIEW_EXPANDS,
  DAY_EXPANDS,
  STAGE_EXPANDS,
} from './constants.js';
import { courseStageHomework, stageDayHomework } from './homework.js';
import { rowIdParam } from './input-fields.js';
import { expandQuery, fieldsQuery, langQuery, wholeListQuery } from './pagination.js';

/**
 * Course content as the server sends it (spec 02 §3: Course, Stage, Day,
 * LessonSet, Lesson, Video, File). Server names; times in seconds.
 */

const id = z.number().int();

/** A WebVTT subtitle track of a video (spec 02 §3 Video: language_code, name, link). */
export const subtitle = z.object({ language_code: z.string(), name: z.string(), link: z.string() });

/** The playable renditions of a video file (spec 02 §3 Video `videoUrls`). */
export const videoUrls = z.object({
  hls_playlist: z.string().nullable(),
  preview: z.string().nullable(),
  mp4_playlist: z.string().nullable(),
});

export const video = z.object({
  id,
  url: z.string(),
  /** Seconds (the client turns it into milliseconds). */
  duration: z.number(),
  created_at: z.number().int(),
  subtitles: z.array(subtitle),
  video_urls: videoUrls,
});
export type Video = z.infer<typeof video>;

/** A stored file; `type` is 1 video, 2 image, 3 sound, 4 document, 5 subtitle (spec 02 §9). */
export const file = z.object({
  id,
  type: z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4), z.literal(5)]),
  name: z.string(),
  /** Absolute path (or address) the app can load. */
  url: z.string(),
  path: z.string().nullable(),
  mime: z.string().nullable(),
  size: z.number().int().nullable(),
  duration: z.number().nullable(),
  /** The renditions of a video file (type 1). */
  video: video.nullable().optional(),
});
export type FileResource = z.infer<typeof file>;

/** A document of a course or day; kept only if it has a url or a file (spec 02 §3 Course). */
export const courseDocument = z.object({
  id,
  title: z.string(),
  url: z.string().nullable(),
  file: file.nullable(),
  stage_day_id: id.nullable(),
  sort: z.number().int(),
});

export const trainingOptionValue = z.object({ id, title: z.string(), sort: z.number().int() });
/** A course's training option with its values (spec 02 §3 trainingOptions -> courseOptions). */
export const trainingOption = z.object({
  id,
  title: z.string(),
  sort: z.number().int(),
  training_lesson_option_values: z.array(trainingOptionValue),
});
/** A learner's choice for one training option in one stream (`POST .../filters`). */
export const userOption = z.object({
  user_course_stream_id: id,
  training_option_id: id,
  training_option_value_id: id,
});

/** A lesson as placed in a lesson set (`id` is the set entry, `lesson_id` the lesson; spec 02 §3 Lesson). */
export const lessonSetLesson = z.object({
  id,
  lesson_id: id,
  sort: z.number().int(),
  /**
   * The whole title with its bracketed Russian suffix (analysis, performance, theory): the
   * spec's client splits it off into the subtitle itself (spec 02 §3 Lesson; issue 29).
   */
  title: z.string(),
  /** That suffix, split off already (ours, kept beside the spec's title). */
  subtitle: z.string().nullable(),
  description: z.string().nullable(),
  survey_form_url: z.string().nullable(),
  /** From the video's length, seconds (spec 02 §3 Lesson `delay`). */
  delay: z.number(),
  scores: z.number().int(),
  video_file: file.nullable(),
  description_video_file: file.nullable(),
  vertical_video_file: file.nullable(),
  vertical_description_video_file: file.nullable(),
  training_option_value_ids: z.array(id),
});
export type LessonSetLesson = z.infer<typeof lessonSetLesson>;

/** A course lesson on its own (`GET /courses/{id}?expand=lessons`). */
export const courseLesson = lessonSetLesson.omit({ id: true, lesson_id: true, sort: true }).extend({ id });

export const lessonSet = z.object({
  id,
  sort: z.number().int(),
  repeat_count: z.number().int(),
  /** The learner's repeat count is clamped to this range (spec 02 §5). */
  user_repeat_range_from: z.number().int(),
  user_repeat_range_to: z.number().int(),
  lessons: z.array(lessonSetLesson),
});

export const day = z.object({
  id,
  stage_id: id,
  course_id: id,
  day_number: z.number().int(),
  day_of_rest: z.boolean(),
  title: z.string(),
  short_description: z.string().nullable(),
  /** 1 when the day must be completed (spec 02 §3 Day). */
  required_to_complete: z.union([z.literal(0), z.literal(1)]),
  /** Seconds of viewing after which the day may be finished. */
  finish_total_time: z.number().int(),
  /** Seconds after the previous day is finished before this one opens; null: no delay. */
  time_delay: z.number().int().nullable(),
  is_demo_accessible: z.boolean(),
  repeat_count: z.number().int(),
  banner_ids: z.array(id),
  day_homework_ids: z.array(id),
  /** Points for finishing the day (expand `scores`). */
  scores: z.number().int().optional(),
  lesson_sets: z.array(lessonSet).optional(),
  documents: z.array(courseDocument).optional(),
  stage_day_homeworks: z.array(stageDayHomework).optional(),
});
export type Day = z.infer<typeof day>;

export const stage = z.object({
  id,
  course_id: id,
  sort: z.number().int(),
  title: z.string(),
  /** The next stage stays closed until this stage's required homework is handed in (spec 02 §4). */
  homework_required: z.boolean(),
  day_ids: z.array(id),
  stage_homework_ids: z.array(id),
  request_homeworks: z.number().int(),
  request_days: z.number().int(),
  days: z.array(day).optional(),
  course_stage_homeworks: z.array(courseStageHomework).optional(),
});
export type Stage = z.infer<typeof stage>;

export const course = z.object({
  id,
  title: z.string(),
  short_title: z.string().nullable(),
  category: z.string().nullable(),
  complexity: z.string().nullable(),
  consultation_limit: z.number().int(),
  /**
   * Video consultations a stream of the course gets (decisions 055, 114; 0: the course offers
   * none). Ours: the spec's Course has no such field, and `consultation_limit` counts the chat's.
   */
  video_consultation_count: z.number().int(),
  main_image: z.string().nullable(),
  background_image: z.string().nullable(),
  short_description: z.string().nullable(),
  demo_video_file_id: id.nullable(),
  /** The demo video as a file: answered by `GET /courses/{id}`; lists carry only its id. */
  demo_video: file.nullable().optional(),
  version: z.number().int(),
  created_at: z.number().int(),
  updated_at: z.number().int(),
  offer_ids: z.array(id),
  stage_ids: z.array(id),
  lesson_ids: z.array(id),
  is_demo_documents_accessible: z.boolean(),
  is_demo_expert_message_enabled: z.boolean(),
  is_demo_user_message_enabled: z.boolean(),
  is_demo_offline_mode_accessible: z.boolean(),
  stages: z.array(stage).optional(),
  lessons: z.array(courseLesson).optional(),
  documents: z.array(courseDocument).optional(),
  trainingOptions: z.array(trainingOption).optional(),
  course_options: z.array(trainingOption).optional(),
  user_options: z.array(userOption).optional(),
  stage_day_homeworks: z.array(stageDayHomework).optional(),
});
export type Course = z.infer<typeof course>;
/** `fields=` may narrow a course, so every field is optional on the wire. */
export const courseNarrowed = course.partial();
export const courseList = z.array(course);

export const courseVersion = z.object({ id, version: z.number().int(), updated_at: z.number().int() });
export const courseVersionList = z.array(courseVersion);

/** spec 02 §7 reads the courses and their stages and days whole: one page unless asked otherwise. */
const wholeListPage = wholeListQuery;

export const courseListQuery = langQuery.extend(wholeListQuery.shape).extend({
  expand: expandQuery(COURSE_LIST_EXPANDS),
});
export const courseViewQuery = langQuery.extend({
  expand: expandQuery(COURSE_VIEW_EXPANDS),
  fields: fieldsQuery(COURSE_FIELDS),
});
export const stageListQuery = langQuery.extend(wholeListPage.shape).extend({
  expand: expandQuery(STAGE_EXPANDS),
});
export const dayListQuery = langQuery.extend(wholeListPage.shape).extend({
  expand: expandQuery(DAY_EXPANDS),
});
export const dayViewQuery = langQuery.extend({ expand: expandQuery(DAY_EXPANDS) });

const idParam = rowIdParam();
export const courseParams = z.object({ id: idParam });
export const courseStagesParams = z.object({ courseId: idParam });
export const stageDaysParams = z.object({ courseId: idParam, stageId: idParam });
export const stageDayParams = z.object({ courseId: idParam, stageId: idParam, dayId: idParam });
export { idParam };
