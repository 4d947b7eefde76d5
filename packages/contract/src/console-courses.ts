import { z } from 'zod';
import { validationErrorList } from './errors.js';
import type { HomeworkKind } from './homework-constants.js';
import { inputText, rowId, rowIdParam } from './input-fields.js';
import { langQuery, pageQuery } from './pagination.js';
import type { Weekday } from './schedule.js';

/**
 * The console's courses (issue 13, decision 074): a course is edited as a draft (a course
 * manifest, the import format of decisions 013 and 048, kept in `course_drafts`) and published as
 * a new version by importing it. Paths are relative to STAFF_API_BASE; administrators only.
 */
export const CONSOLE_COURSES_ROUTES = {
  /** GET: the school's courses with their published version and draft. */
  courses: '/console/courses',
  /** POST `{course_id}` (open a published course) or `{slug, title}` (a new course). */
  drafts: '/course-drafts',
  /** GET, PUT `{revision, manifest}`, DELETE (discard). */
  draft: '/course-drafts/:id',
  /** POST `{revision, note?}`: imports the draft as the course's next version. */
  publish: '/course-drafts/:id/publish',
  /** GET: the school's video files a lesson may point at. */
  videos: '/course-videos',
  /**
   * POST multipart `file` (PNG, JPEG or WebP, at most CONTENT_IMAGE_MAX_BYTES): a course's cover or
   * background picture, kept among the school's brand assets; answers `{url, name, mime}`
   * (`contentImage`), the `url` a draft's `main_image_url` or `background_image_url` then names.
   */
  images: '/course-images',
} as const;

/** The longest course slug (a course's permanent key in the school). */
export const COURSE_SLUG_MAX_LENGTH = 100;

/** The longest publish note (the `course_versions.note`). */
export const COURSE_PUBLISH_NOTE_MAX_LENGTH = 500;

const id = z.number().int();
const seconds = z.number().int();
const slug = inputText()
  .trim()
  .min(1)
  .max(COURSE_SLUG_MAX_LENGTH)
  .regex(/^[a-z0-9][a-z0-9_-]*$/, 'Use lower-case letters, digits, "-" and "_".');

/** Who last saved a draft. */
export const courseDraftAuthor = z.object({ id, name: z.string() });

/** A draft as the list shows it. */
export const courseDraftSummary = z.object({
  id,
  revision: id,
  updated_at: seconds,
  updated_by: courseDraftAuthor.nullable(),
  published_at: seconds.nullable(),
  /** Saved since it was last published (or never published). */
  unpublished_changes: z.boolean(),
});
export type CourseDraftSummary = z.infer<typeof courseDraftSummary>;

/** `GET /staff/console/courses`: a published course (`course_id` set) or a new course's draft. */
export const consoleCourse = z.object({
  course_id: id.nullable(),
  slug: z.string().nullable(),
  title: z.string(),
  /** The published version; null for a course never published. */
  version: id.nullable(),
  updated_at: seconds.nullable(),
  draft: courseDraftSummary.nullable(),
});
export type ConsoleCourse = z.infer<typeof consoleCourse>;
export const consoleCourseList = z.array(consoleCourse);

export const courseDraftParams = z.object({ id: rowIdParam() });

/** `POST /staff/course-drafts`. */
export const courseDraftCreateBody = z.union([
  z.object({ course_id: rowId() }).strict(),
  z.object({ slug, title: inputText().trim().min(1).max(300) }).strict(),
]);
export type CourseDraftCreateBody = z.input<typeof courseDraftCreateBody>;

/** A manifest checked by the server (its schema lives with the import); here only its outline. */
const manifestBody = z.record(z.string(), z.unknown());

/** `PUT /staff/course-drafts/{id}`: the whole manifest, and the revision it was read at. */
export const courseDraftSaveBody = z.object({ revision: rowId(), manifest: manifestBody });
export type CourseDraftSaveBody = z.input<typeof courseDraftSaveBody>;

/** `POST /staff/course-drafts/{id}/publish`. */
export const courseDraftPublishBody = z.object({
  revision: rowId(),
  note: inputText().trim().max(COURSE_PUBLISH_NOTE_MAX_LENGTH).optional(),
});
export type CourseDraftPublishBody = z.input<typeof courseDraftPublishBody>;

/** A draft: its manifest, and the problems that block publishing (`field` is the manifest path). */
export const courseDraft = z.object({
  id,
  course_id: id.nullable(),
  slug: z.string(),
  revision: id,
  /** The course version it was opened at or last published as. */
  base_version: id.nullable(),
  /** The course's published version now (another admin may have published since). */
  published_version: id.nullable(),
  updated_at: seconds,
  updated_by: courseDraftAuthor.nullable(),
  published_at: seconds.nullable(),
  manifest: manifestBody,
  problems: validationErrorList,
});
export type CourseDraft = z.infer<typeof courseDraft>;

/** `POST .../publish`: the new version, and the draft as it now is. */
export const courseDraftPublished = z.object({ course_id: id, version: id, draft: courseDraft });
export type CourseDraftPublished = z.infer<typeof courseDraftPublished>;

/** `GET /staff/course-videos`: newest first, `search` in the name or title. */
export const courseVideosQuery = langQuery
  .extend(pageQuery.shape)
  .extend({ search: inputText().trim().max(200).optional() });

export const courseVideo = z.object({
  id,
  /** The media library's title, else the file's name. */
  title: z.string(),
  name: z.string(),
  duration: z.number().nullable(),
  /** Has renditions a learner can play (a `videos` row with links). */
  converted: z.boolean(),
  /** The media library's transcode status, when it came from there. */
  status: z.string().nullable(),
  created_at: seconds,
});
export type CourseVideo = z.infer<typeof courseVideo>;
export const courseVideoList = z.array(courseVideo);

/**
 * The manifest as the console edits it (the import format's fields, decisions 013, 048, 074).
 * The server's zod schema (`course-manifest.ts`) is the authority; the API checks at compile time
 * that this outline fits it.
 */
export interface ConsoleManifest {
  slug: string;
  title: string;
  short_title?: string;
  category?: string;
  complexity?: string;
  consultation_limit?: number;
  short_description?: string;
  main_image_url?: string;
  background_image_url?: string;
  demo_video?: string;
  demo?: { documents?: boolean; expert_messages?: boolean; user_messages?: boolean; offline?: boolean };
  videos?: Record<string, { file_id: number }>;
  training_options?: { key: string; title: string; values: { key: string; title: string }[] }[];
  lessons?: ConsoleLesson[];
  stages: ConsoleStage[];
  documents?: ConsoleDocument[];
  homeworks?: ConsoleHomework[];
  /**
   * Video consultations the course offers (issue 28, decision 114), apart from `consultation_limit`
   * (paid consultations in the chat). Absent: the course's offer stays as it is.
   */
  video_consultations?: ConsoleVideoConsultations;
}
/** Per stream `count_per_stream` (0 = none) of `duration_minutes`, at the schedule's start times. */
export interface ConsoleVideoConsultations {
  count_per_stream: number;
  duration_minutes?: number;
  /** weekday (mon..sun) -> `HH:MM` start times in the school's time zone. */
  schedule?: Partial<Record<Weekday, string[]>>;
}
export interface ConsoleLesson {
  key: string;
  title: string;
  description?: string;
  survey_form_url?: string;
  video?: string;
  description_video?: string;
  vertical_video?: string;
  vertical_description_video?: string;
  scores?: number;
  option_values?: string[];
}
export interface ConsoleDocument {
  key: string;
  title: string;
  url?: string;
  file_id?: number;
}
export interface ConsoleHomeworkPlacement {
  homework: string;
  required?: boolean;
  demo?: boolean;
}
export interface ConsoleHomework {
  key: string;
  title: string;
  description?: string;
  kind: HomeworkKind;
  scores?: number;
  exercises?: { key: string; title: string }[];
}
export interface ConsoleLessonSet {
  repeat_count?: number;
  user_repeat_range?: [number, number];
  lessons: string[];
}
export interface ConsoleDay {
  day_number: number;
  title: string;
  short_description?: string;
  day_of_rest?: boolean;
  required_to_complete?: boolean;
  /** Seconds. */
  finish_total_time?: number;
  /** Seconds. */
  time_delay?: number;
  demo?: boolean;
  scores?: number;
  repeat_count?: number;
  lesson_sets?: ConsoleLessonSet[];
  documents?: ConsoleDocument[];
  homeworks?: ConsoleHomeworkPlacement[];
}
export interface ConsoleStage {
  key: string;
  title: string;
  homeworks?: ConsoleHomeworkPlacement[];
  days: ConsoleDay[];
}
