/**
 * Value lists of the learning area's calls (expand and fields names), apart
 * from the schemas so a screen can import them without zod. The business
 * constants of spec 02 §9 are in constants.ts.
 */

export const STREAM_EXPANDS = ['course', 'order'] as const;

export const STREAM_FIELDS = [
  'id',
  'course_id',
  'status',
  'start_date',
  'end_date',
  'progress',
  'is_demo',
  'course_full_access',
  'mobile_access',
  'course_version',
  'chat_channel_id',
  'max_consultation_count',
  'filters',
  'chat_status',
  'message_expires_date',
  'chat_closed_reason',
  'user_course_stream_freeze',
] as const;

/** `GET /user-course-streams/{id}/status` expands (spec 02 §7). */
export const STREAM_STATUS_EXPANDS = [
  'days',
  'homeworks',
  'stages',
  'lessons',
  'consultations',
  'chatChannelMeta',
  'current_training_stage_id',
  'current_training_day',
] as const;
export type StreamStatusExpand = (typeof STREAM_STATUS_EXPANDS)[number];

/** `POST .../user-day-status/{dayId}/start?expand=day.scores` (spec 02 §7). */
export const DAY_STATUS_EXPANDS = ['day', 'day.scores', 'day.lesson_sets'] as const;

/** `GET /courses` expands (spec 02 §7). */
export const COURSE_LIST_EXPANDS = [
  'stages',
  'stages.days',
  'stages.days.lesson_sets',
  'stages.days.scores',
  'course_options',
  'user_options',
  'stage_day_homeworks',
  'documents',
] as const;
/** `GET /courses/{id}` expands (spec 02 §7). */
export const COURSE_VIEW_EXPANDS = [
  'trainingOptions',
  'stages',
  'stages.course_stage_homeworks',
  'stages.days',
  'stages.days.lesson_sets',
  'lessons',
  'documents',
  'user_options',
] as const;
export const COURSE_FIELDS = [
  'id',
  'title',
  'short_title',
  'category',
  'complexity',
  'consultation_limit',
  'video_consultation_count',
  'main_image',
  'background_image',
  'short_description',
  'demo_video_file_id',
  'demo_video',
  'version',
  'created_at',
  'updated_at',
  'offer_ids',
  'stage_ids',
  'lesson_ids',
  'is_demo_documents_accessible',
  'is_demo_expert_message_enabled',
  'is_demo_user_message_enabled',
  'is_demo_offline_mode_accessible',
  'documents',
] as const;
/** `GET /courses/{courseId}/stages` expands (spec 02 §7). */
export const STAGE_EXPANDS = [
  'days',
  'days.scores',
  'days.lesson_sets',
  'days.stage_day_homeworks',
  'days.stage_day_homeworks.homework.scores',
  'course_stage_homeworks',
  'course_stage_homeworks.homework.scores',
] as const;
/** `GET .../days` and `GET .../days/{dayId}` expands. */
export const DAY_EXPANDS = ['scores', 'lesson_sets', 'documents', 'stage_day_homeworks'] as const;
/** `GET /course-services/view` expands (spec 02 §7). */
export const SERVICE_EXPANDS = ['childs', 'childs.course', 'childs.stream', 'course', 'stream'] as const;
