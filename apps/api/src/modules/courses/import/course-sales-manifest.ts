import {
  DISCOUNT_CODE_PATTERN,
  DISCOUNT_KINDS,
  OFFER_TYPE_CODES,
  SERVICE_TYPES,
  SUBSCRIPTION_INTERVALS,
} from '@cp/contract';
import { z } from 'zod';

/**
 * What a course sells, in its manifest (issue 11, decision 064): `services`, `offers` and
 * `discount_codes`. A service is known by its title within the course (the table has no key
 * column: docs/decisions/064), an offer by its title within the course, a code by itself
 * (unique in the school whatever the case). Each list is the course's whole list when given
 * and left alone when absent, so a manifest without them keeps what the staff app made.
 */

const title = z.string().min(1).max(255);

export const manifestService = z.object({
  /** The stable key: a re-import updates the service with this title; a new title is a new service. */
  title,
  type: z.enum(SERVICE_TYPES),
  description: z.string().max(5000).optional(),
  /** Minor units of the school's currency (kopecks, cents): 199000 is 1 990.00. */
  price: z.number().int().min(0).max(100_000_000),
  duration_days: z.number().int().min(1).max(3650).default(30),
  /** course_subscription: billed every `period` `interval`s. */
  interval: z.enum(SUBSCRIPTION_INTERVALS).optional(),
  period: z.number().int().min(1).max(36).optional(),
  /** expert_additional_question: consultations added to the stream. */
  questions_count: z.number().int().min(1).max(1000).optional(),
  appstore_product_code: z.string().min(1).max(255).optional(),
  active: z.boolean().default(true),
});

export const manifestOffer = z.object({
  /** The stable key within the course. */
  title,
  /** The title of a service in `services`. */
  service: title,
  type: z.union(OFFER_TYPE_CODES.map((c) => z.literal(c))).default(1),
  relation_type: z.number().int().min(1).max(1000).default(1),
  description: z.string().max(5000).optional(),
  sort: z.number().int().min(0).max(100_000).default(0),
});

export const manifestDiscountCode = z.object({
  code: z.string().regex(DISCOUNT_CODE_PATTERN, '3-40 letters, digits, "-" or "_"'),
  /** The title of a service in `services`. */
  service: title,
  kind: z.enum(DISCOUNT_KINDS),
  /** percent: 1-100; amount: minor units. */
  value: z.number().int().min(1).max(100_000_000),
  /** An ISO date-time (`2030-01-31T23:59:59Z`); absent: never expires. */
  expires_at: z.iso.datetime({ offset: true }).optional(),
  usage_limit: z.number().int().min(1).max(1_000_000).optional(),
});
