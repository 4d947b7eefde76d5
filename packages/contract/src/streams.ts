import { z } from 'zod';
import { STREAM_EXPANDS, STREAM_FIELDS, STREAM_STATUSES } from './constants.js';
import { expandQuery, fieldsQuery, langQuery, pageQuery } from './pagination.js';

export const streamListQuery = langQuery.extend(pageQuery.shape).extend({
  expand: expandQuery(STREAM_EXPANDS),
  /** `fields=id,status` narrows each stream to those fields (expanded relations stay). */
  fields: fieldsQuery(STREAM_FIELDS),
  /** `filter[id][]=1&filter[id][]=2` (spec 02 §7). */
  'filter[id][]': z
    .union([z.coerce.number().int().positive(), z.array(z.coerce.number().int().positive()).max(100)])
    .optional()
    .transform((v) => (v === undefined ? undefined : Array.isArray(v) ? v : [v])),
});

export const streamCourse = z.object({
  id: z.number().int(),
  title: z.string(),
  short_title: z.string().nullable(),
  main_image: z.string().nullable(),
});

/** A learner's course stream as the server sends it (spec 02 §3); issue 5 completes it. */
export const userCourseStream = z.object({
  id: z.number().int(),
  course_id: z.number().int(),
  status: z.enum(STREAM_STATUSES),
  start_date: z.number().int().nullable(),
  end_date: z.number().int().nullable(),
  progress: z.object({
    days_count: z.number().int(),
    complete_days_count: z.number().int(),
    progress: z.number().min(0).max(100),
  }),
  is_demo: z.boolean(),
  course_full_access: z.boolean(),
  mobile_access: z.boolean(),
  course: streamCourse.optional(),
});
export type UserCourseStream = z.infer<typeof userCourseStream>;
/** A list may be narrowed by `fields`, so every field of an item is optional on the wire. */
export const userCourseStreamList = z.array(userCourseStream.partial());
