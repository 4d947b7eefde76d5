import { z } from 'zod';
import { emailField } from './auth.js';
import { SERVICE_EXPANDS, SERVICE_TYPES } from './constants.js';
import { course, idParam } from './courses.js';
import { inputText, rowIdParam } from './input-fields.js';
import { expandQuery, langQuery } from './pagination.js';
import {
  DISCOUNT_CODE_MAX_LENGTH,
  ORDER_KINDS,
  ORDER_STATUSES,
  PAYMENT_PROVIDERS,
  SUBSCRIPTION_INTERVALS,
} from './payments-constants.js';
import { userCourseStream } from './streams.js';

/**
 * Course services and orders (spec 02 §3 Service, §7 "Extension, offers, purchase"; spec 01 §4
 * demo order; issue 11). Money is an integer count of minor units with the school's currency.
 */

const id = z.number().int();
const seconds = z.number().int();

export const serviceViewQuery = langQuery.extend({
  id: idParam,
  expand: expandQuery(SERVICE_EXPANDS),
});
/** `GET /course-services?expand=` (spec 02 §7): every service a learner can buy in this school. */
export const serviceListQuery = langQuery.extend({ expand: expandQuery(SERVICE_EXPANDS) });

const serviceBase = z.object({
  id,
  type: z.enum(SERVICE_TYPES),
  title: z.string(),
  description: z.string().nullable(),
  course_id: id.nullable(),
  /** Days of access a stream of this service gets (course_demo, course_buy). */
  duration_days: z.number().int(),
  /** Price in minor units of `currency`, before any discount. */
  price: z.number().int(),
  currency: z.string(),
  /** course_subscription: billed every `period` `interval`s (spec 02 §3 Payment subscription). */
  interval: z.enum(SUBSCRIPTION_INTERVALS).nullable(),
  period: z.number().int().nullable(),
  /** expert_additional_question: how many consultations it adds to the stream. */
  questions_count: z.number().int().nullable(),
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
export const courseServiceList = z.array(courseService);

export const orderParams = z.object({ serviceId: idParam });
/** `POST /order/{serviceId}?token=` (spec 01 §7): the token may come in the query. */
export const orderQuery = langQuery.extend({ token: z.string().max(200).optional() });

const promocode = inputText().trim().max(DISCOUNT_CODE_MAX_LENGTH);
/**
 * Body of `POST /order/{serviceId}` (optional: the demo order sends none) and of
 * `POST /extend/{streamId}/course-service/{serviceId}` (spec 02 §7: phone, name, email,
 * promocode). No amount: the server prices every order, and an unknown key is 422.
 */
export const orderBody = z
  .object({
    email: emailField.optional(),
    name: inputText().trim().max(255).optional(),
    phone: inputText().trim().max(32).optional(),
    /** Sent only after `GET /discount/check/...` said success (spec 02 §4). */
    promocode: promocode.optional(),
  })
  .strict();
export type OrderBody = z.infer<typeof orderBody>;

/**
 * `GET /course-services/{serviceId}/quote` (issue 27): what an order of the service would cost the
 * learner now, before the checkout opens. `stream_id` is the stream a renewal extends (absent
 * when buying); `promocode` a code already checked. Priced by the same rules as the order.
 */
export const orderQuoteQuery = langQuery.extend({
  stream_id: rowIdParam().optional(),
  promocode: promocode.optional(),
});
export const orderQuote = z.object({
  price: z.number().int(),
  code_discount: z.number().int(),
  referral_discount: z.number().int(),
  credit_discount: z.number().int(),
  amount: z.number().int(),
  currency: z.string(),
});
export type OrderQuote = z.infer<typeof orderQuote>;

export const order = z.object({
  id,
  status: z.enum(ORDER_STATUSES),
  kind: z.enum(ORDER_KINDS),
  provider: z.enum(PAYMENT_PROVIDERS),
  course_service_id: id,
  /** The stream the order made or extends; null until a course purchase is paid. */
  user_course_stream_id: id.nullable(),
  /** Price before discounts, the discount code's and the points credit's parts, what is due. */
  price: z.number().int(),
  code_discount: z.number().int(),
  credit_discount: z.number().int(),
  /** The invited learner's first-order discount (issue 15); absent in answers before it. */
  referral_discount: z.number().int().optional(),
  amount: z.number().int(),
  currency: z.string(),
  /** Where the learner pays (Stripe Checkout or the test checkout page); null when nothing to open. */
  payment_url: z.string().nullable(),
  /** `manual` orders: how to pay, in the school's words. */
  instructions: z.string().nullable(),
  created_at: seconds,
  paid_at: seconds.nullable(),
  /**
   * What the order buys, so the order page says what it gave: a course's access, or extra
   * questions to the expert (their number). Absent in answers before it.
   */
  service_type: z.enum(SERVICE_TYPES).optional(),
  questions_count: z.number().int().nullable().optional(),
});
export type Order = z.infer<typeof order>;
export const orderIdParams = z.object({ id: idParam });
