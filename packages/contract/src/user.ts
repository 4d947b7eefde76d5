import { z } from 'zod';
import { SOCIAL_NETWORKS, USER_EXPANDS } from './constants.js';
import { expandQuery, langQuery } from './pagination.js';

export const userQuery = langQuery.extend({ expand: expandQuery(USER_EXPANDS) });

export const userExternalAuth = z.object({ id: z.number().int(), source: z.enum(SOCIAL_NETWORKS) });

/** The user as the server sends it (server names, spec 01 §3). */
export const userResource = z.object({
  id: z.number().int(),
  email: z.string().nullable(),
  name: z.string().nullable(),
  last_name: z.string().nullable(),
  city: z.string().nullable(),
  gender: z.enum(['M', 'F']).nullable(),
  phone: z.string().nullable(),
  birthday: z.string().nullable(),
  instagram_id: z.string().nullable(),
  disable_notification: z.union([z.literal(0), z.literal(1)]),
  timezone: z.string().nullable(),
  locale: z.string().nullable(),
  language_code: z.string().nullable(),
  status: z.number().int(),
  avatar: z.string().nullable(),
  avatar_file_id: z.number().int().nullable(),
  is_require_update_password: z.boolean(),
  is_require_update_profile: z.boolean(),
  is_admin: z.boolean(),
  app_id: z.string().nullable(),
  scores_amount: z.number().optional(),
  viewed_hours: z.number().optional(),
  completed_courses: z.number().int().optional(),
  completed_tasks: z.number().int().optional(),
  viewed_lessons: z.number().int().optional(),
  referral_orders: z.number().int().optional(),
  cashback: z.number().optional(),
  discount_for_referral: z.number().optional(),
  link_jumps: z.number().int().optional(),
  user_external_auths: z.array(userExternalAuth).optional(),
});
export type UserResource = z.infer<typeof userResource>;
