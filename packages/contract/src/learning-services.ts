import { z } from 'zod';
import { SERVICE_EXPANDS, SERVICE_TYPES } from './constants.js';
import { course, idParam } from './courses.js';
import { expandQuery, langQuery } from './pagination.js';
import { userCourseStream } from './streams.js';

/** Course services and orders, as far as the demo-order step of spec 01 §4 needs them. */

const id = z.number().int();

export const serviceViewQuery = langQuery.extend({
  id: idParam,
  expand: expandQuery(SERVICE_EXPANDS),
});

const serviceBase = z.object({
  id,
  type: z.enum(SERVICE_TYPES),
  title: z.string(),
  course_id: id.nullable(),
  /** Days of access a stream of this service gets. */
  duration_days: z.number().int(),
  price: z.number(),
  currency: z.string(),
  appstore_products: z.array(z.object({ id, code: z.string() })),
  appstore_product_id: id.nullable(),
  course: course.nullable().optional(),
  /** The learner's latest stream of the service's course, null when none. */
  stream: userCourseStream.nullable().optional(),
});
export type CourseService = z.infer<typeof serviceBase> & { childs?: CourseService[] };
export const courseService: z.ZodType<CourseService> = serviceBase.extend({
  get childs() {
    return z.array(courseService).optional();
  },
});

export const orderParams = z.object({ serviceId: idParam });
/** `POST /order/{serviceId}?token=` (spec 01 §7): the token may come in the query. */
export const orderQuery = langQuery.extend({ token: z.string().max(200).optional() });

export const order = z.object({
  id,
  status: z.enum(['created', 'paid']),
  course_service_id: id,
  user_course_stream_id: id.nullable(),
  created_at: z.number().int(),
});
