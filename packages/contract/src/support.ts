import { z } from 'zod';
import { SUPPORT_MESSAGE_MAX_LENGTH } from './constants.js';
import { inputText } from './input-fields.js';
import { langQuery } from './pagination.js';

export { SUPPORT_ROUTES } from './account-area-routes.js';

export const supportCategoryQuery = langQuery.extend({ sort: z.enum(['id', '-id', 'sort']).default('sort') });

/**
 * A support category (spec 01 §3): `target_product` is the code the spec's client maps, 1 to
 * `user_course` (the request is about one of the learner's streams), anything else to none;
 * `requireProduct` says the same for the app, and such categories are refused to guests.
 * `title` is in the request's language.
 */
export const supportCategory = z.object({
  id: z.number().int(),
  sort: z.number().int(),
  title: z.string(),
  target_product: z.number().int(),
  requireProduct: z.boolean(),
});
export type SupportCategory = z.infer<typeof supportCategory>;
export const supportCategoryList = z.array(supportCategory);

const id = z.number().int().positive().max(2_147_483_647);
const name = inputText().trim().min(1).max(255);
const message = inputText().trim().min(1).max(SUPPORT_MESSAGE_MAX_LENGTH);

/** `POST /tech-questions` (signed in). `target_id` is a stream of the learner when the category targets one. */
export const techQuestionBody = z.object({
  target_id: id.nullable().optional(),
  support_category_id: id,
  name,
  message,
});
/** `POST /tech-questions/auto`: the app's own request (e.g. renew a course), no message. */
export const techQuestionAutoBody = techQuestionBody.omit({ message: true });
/** `POST /tech-questions/anonymous` (guests, spec 01 §5): e-mail, first name, message. */
export const techQuestionAnonymousBody = z.object({
  email: inputText().trim().toLowerCase().pipe(z.email()).pipe(z.string().max(255)),
  name,
  message,
  support_category_id: id.nullable().optional(),
});

/** The stored request. */
export const techQuestion = z.object({
  id: z.number().int(),
  support_category_id: z.number().int().nullable(),
  target_id: z.number().int().nullable(),
  name: z.string(),
  message: z.string().nullable(),
  created_at: z.number().int(),
});
export type TechQuestion = z.infer<typeof techQuestion>;
