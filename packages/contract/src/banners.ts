import { z } from 'zod';
import { BANNER_PLATFORMS } from './constants.js';
import { rowIdParam } from './input-fields.js';
import { langQuery } from './pagination.js';

export { BANNER_ROUTES } from './account-area-routes.js';

const ids = z.array(z.number().int());

/**
 * Filters of `GET /banners` (decision 037). Without `platform` it follows X-App-Type:
 * mobile means `app`, web means every web platform (the app picks by its breakpoint).
 */
export const bannerQuery = langQuery.extend({
  platform: z.enum(BANNER_PLATFORMS).optional(),
  course_id: rowIdParam().optional(),
  community_id: rowIdParam().optional(),
  application_id: rowIdParam().optional(),
  stage_day_id: rowIdParam().optional(),
});
export type BannerQuery = z.infer<typeof bannerQuery>;

/** A banner (spec 01 §3): the image is a file served by the server, `positions` are BANNER_POSITIONS codes. */
export const banner = z.object({
  id: z.number().int(),
  sort: z.number().int(),
  title: z.string(),
  file: z.object({ url: z.string(), name: z.string(), mime: z.string().nullable() }),
  /** Where a click goes; null for a banner that only shows. */
  link: z.string().nullable(),
  platforms: z.array(z.enum(BANNER_PLATFORMS)),
  positions: ids,
  course_ids: ids,
  community_ids: ids,
  application_ids: ids,
  stage_day_ids: ids,
  not_display_course_ids: ids,
  not_display_community_ids: ids,
  not_display_application_ids: ids,
});
export type Banner = z.infer<typeof banner>;
export const bannerList = z.array(banner);
