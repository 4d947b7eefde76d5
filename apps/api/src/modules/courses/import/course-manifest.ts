import { HOMEWORK_KINDS, HOMEWORK_MAX_EXERCISES } from '@cp/contract';
import { z } from 'zod';
import { manifestDiscountCode, manifestOffer, manifestService } from './course-sales-manifest.js';
import { manifestVideoConsultations } from './course-video-consultations.js';

/**
 * The course folder's `course.json` for `npm run import:course` (staff tool;
 * format in docs/decisions/013 and 048). Media paths are relative to the folder.
 * Keys (`slug`, stage/lesson/document/option/homework keys, day numbers) are
 * stable ids: a second import updates what has the same key and removes what
 * is gone. What the schema cannot check is in course-manifest-checks.ts, which
 * reads the parsed manifest from here.
 */

const key = z
  .string()
  .min(1)
  .max(100)
  .regex(/^[a-z0-9][a-z0-9_-]*$/, 'use lower-case letters, digits, "-" and "_"');
const relPath = z
  .string()
  .min(1)
  .max(500)
  .refine(
    (p) => !p.startsWith('/') && !p.split(/[\\/]/).includes('..'),
    'must be a path inside the course folder',
  );
/** A site path (`/v/...`, not `//host`) or an http(s) address; kept as it is. */
const imageUrl = z
  .string()
  .min(1)
  .max(1000)
  .refine(
    (u) =>
      (u.startsWith('/') && !u.startsWith('//') && !u.split('/').includes('..')) ||
      /^https?:\/\/[^\s]+$/.test(u),
    'a path on this site (/v/...) or an http(s) address',
  );
const seconds = z
  .number()
  .int()
  .min(0)
  .max(7 * 24 * 3600);

const subtitle = z.object({
  language_code: z.string().regex(/^[a-z]{2}(-[A-Z]{2})?$/, 'like ru-RU or en'),
  name: z.string().min(1).max(100),
  file: relPath,
});

/** A file already on the server (issue 13, decision 074): a row of the school's `files`. */
const fileId = z.number().int().positive().max(2_147_483_647);

const video = z
  .object({
    /**
     * A video file (type 1) of the school already on the server (the media library's upload, or
     * an earlier import): lessons link to it and no video rows are written (decision 074). Stands
     * alone: the file's renditions are the media library's business.
     */
    file_id: fileId.optional(),
    /** The MP4 file; the lesson's video file (type 1) is this one. */
    mp4: relPath.optional(),
    /** An HLS playlist; its folder (segments) is copied with it. */
    hls: relPath.optional(),
    preview: relPath.optional(),
    /** Seconds; read from the HLS playlist when left out. */
    duration: z
      .number()
      .positive()
      .max(24 * 3600)
      .optional(),
    subtitles: z.array(subtitle).max(20).default([]),
  })
  .refine((v) => v.file_id !== undefined || v.mp4 !== undefined, {
    message: 'give "mp4" (a file of the folder) or "file_id" (a video file on the server)',
  })
  .refine(
    (v) =>
      v.file_id === undefined ||
      (v.mp4 === undefined && v.hls === undefined && v.preview === undefined && v.subtitles.length === 0),
    { message: '"file_id" stands alone: the file\'s renditions come with it' },
  )
  .refine((v) => v.file_id !== undefined || v.duration !== undefined || v.hls !== undefined, {
    message: 'give "duration" or an "hls" playlist to read it from',
  });

const documentEntry = z
  .object({
    key,
    title: z.string().min(1).max(300),
    file: relPath.optional(),
    /** A document file of the school already on the server (decision 074). */
    file_id: fileId.optional(),
    url: z.url().optional(),
  })
  .refine((d) => d.file !== undefined || d.url !== undefined || d.file_id !== undefined, {
    message: 'a document needs "file", "file_id" or "url"',
  })
  .refine((d) => d.file === undefined || d.file_id === undefined, {
    message: 'give "file" or "file_id", not both',
  });

const lessonSet = z
  .object({
    repeat_count: z.number().int().min(1).max(100).default(1),
    /** [from, to]: the learner's repeat count is clamped to it (spec 02 §5). */
    user_repeat_range: z
      .tuple([z.number().int().min(1).max(100), z.number().int().min(1).max(100)])
      .default([1, 1]),
    lessons: z.array(key).min(1).max(50),
  })
  .refine((s) => s.user_repeat_range[0] <= s.user_repeat_range[1], {
    message: 'user_repeat_range: from must not exceed to',
    path: ['user_repeat_range'],
  });

/**
 * A task of the course's homework catalogue (spec 02 §3, decision 048). An `exercise` task
 * lists the exercises a learner chooses from; they are stored with ids 1.. in this order.
 */
const homework = z.object({
  key,
  title: z.string().min(1).max(300),
  description: z.string().max(5000).optional(),
  kind: z.enum(HOMEWORK_KINDS),
  scores: z.number().int().min(0).max(100_000).default(0),
  exercises: z
    .array(z.object({ key, title: z.string().min(1).max(300) }))
    .max(HOMEWORK_MAX_EXERCISES)
    .optional(),
});

/** A catalogue task placed on a stage or a day; `required` holds the next stage (spec 02 §4). */
const homeworkPlacement = z.object({
  homework: key,
  required: z.boolean().default(false),
  /** Open to a demo learner without full access (spec 02 §4 `is_demo_accessible`). */
  demo: z.boolean().default(false),
});
const placements = z.array(homeworkPlacement).max(50).default([]);

const day = z.object({
  day_number: z.number().int().min(1).max(3650),
  title: z.string().min(1).max(300),
  short_description: z.string().max(2000).optional(),
  day_of_rest: z.boolean().default(false),
  required_to_complete: z.boolean().default(true),
  finish_total_time: seconds.default(0),
  time_delay: seconds.optional(),
  demo: z.boolean().default(false),
  scores: z.number().int().min(0).max(100_000).default(0),
  repeat_count: z.number().int().min(1).max(100).default(1),
  lesson_sets: z.array(lessonSet).max(50).default([]),
  documents: z.array(documentEntry).max(50).default([]),
  homeworks: placements,
});

const stage = z.object({
  key,
  title: z.string().min(1).max(300),
  /** Gone with decision 048: said loudly, as dropping it silently would open the next stage. */
  homework_required: z
    .never({ error: 'removed: place a homework on the stage with "required": true instead' })
    .optional(),
  homeworks: placements,
  days: z.array(day).min(1).max(1000),
});

const lesson = z.object({
  key,
  /** A bracketed suffix (разбор, выполнение, теория) becomes the subtitle (spec 02 §3). */
  title: z.string().min(1).max(300),
  description: z.string().max(5000).optional(),
  // A link the learner follows: the web's own schemes only (`javascript:` is no survey).
  survey_form_url: z.url({ protocol: /^https?$/ }).optional(),
  video: key.optional(),
  description_video: key.optional(),
  vertical_video: key.optional(),
  vertical_description_video: key.optional(),
  scores: z.number().int().min(0).max(100_000).default(0),
  /** `option-key:value-key` of the course's training options. */
  option_values: z.array(z.string().regex(/^[a-z0-9_-]+:[a-z0-9_-]+$/, 'like "level:beginner"')).default([]),
});

const trainingOption = z.object({
  key,
  title: z.string().min(1).max(200),
  values: z
    .array(z.object({ key, title: z.string().min(1).max(200) }))
    .min(1)
    .max(50),
});

export const courseManifest = z.object({
  slug: key,
  title: z.string().min(1).max(300),
  short_title: z.string().max(100).optional(),
  category: z.string().max(100).optional(),
  complexity: z.string().max(100).optional(),
  /** Paid consultations in the chat (spec 02 §3 Course consultationLimit); not `video_consultations`. */
  consultation_limit: z.number().int().min(0).max(1000).default(0),
  short_description: z.string().max(2000).optional(),
  main_image: relPath.optional(),
  background_image: relPath.optional(),
  /** An image already served (a `/v/...` path or an https address), instead of a folder file (decision 074). */
  main_image_url: imageUrl.optional(),
  background_image_url: imageUrl.optional(),
  demo_video: key.optional(),
  demo: z
    .object({
      documents: z.boolean().default(true),
      expert_messages: z.boolean().default(true),
      user_messages: z.boolean().default(true),
      offline: z.boolean().default(true),
    })
    .default({ documents: true, expert_messages: true, user_messages: true, offline: true }),
  videos: z.record(key, video).default({}),
  training_options: z.array(trainingOption).max(20).default([]),
  lessons: z.array(lesson).max(2000).default([]),
  stages: z.array(stage).min(1).max(100),
  documents: z.array(documentEntry).max(200).default([]),
  homeworks: z.array(homework).max(1000).default([]),
  /** What the course sells (decision 064); each list, when given, is the course's whole list. */
  services: z.array(manifestService).max(100).optional(),
  offers: z.array(manifestOffer).max(100).optional(),
  discount_codes: z.array(manifestDiscountCode).max(1000).optional(),
  /** Video consultations (decision 114); absent leaves the course's offer as it is. */
  video_consultations: manifestVideoConsultations.optional(),
});
export type CourseManifest = z.infer<typeof courseManifest>;
export type CourseManifestInput = z.input<typeof courseManifest>;
