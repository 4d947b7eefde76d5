import {
  type AppType,
  BANNER_POSITIONS,
  type BannerPlatform,
  type BannerPositionCode,
  BREAKPOINTS,
} from '@cp/contract';

/** A banner in client names (spec 01 §3 Banner). */
export interface Banner {
  id: number;
  sort: number;
  title: string;
  image: { url: string; name: string; mime: string | null };
  link: string | null;
  platforms: BannerPlatform[];
  positions: number[];
  courseIds: number[];
  communityIds: number[];
  applicationIds: number[];
  stageDayIds: number[];
  notDisplayCourseIds: number[];
  notDisplayCommunityIds: number[];
  notDisplayApplicationIds: number[];
}

/** The screens of BANNER_POSITIONS and their slots. */
export type BannerPosition = (typeof BANNER_POSITIONS)[BannerPositionCode]['position'];
export type BannerPlacement = (typeof BANNER_POSITIONS)[BannerPositionCode]['placement'];

/**
 * The platform the app runs on (spec 01 §3 platforms): `app` in the mobile build, else by the
 * window's width at the breakpoints of spec 01 §9 (tablet from 828 px, desktop from 1244 px).
 */
export function devicePlatform(appType: AppType, width: number): BannerPlatform {
  if (appType === 'mobile') return 'app';
  if (width >= BREAKPOINTS.desktop) return 'desktop';
  return width >= BREAKPOINTS.tablet ? 'tablet' : 'mobile';
}

/**
 * Which layout's position codes a platform shows: the codes name desktop, mobile and app
 * slots only, so a tablet has the desktop layout's slots, and the app (a phone) the mobile
 * ones besides its own (spec-gaps).
 */
export function layoutsOf(platform: BannerPlatform): BannerPlatform[] {
  if (platform === 'app') return ['app', 'mobile'];
  return platform === 'mobile' ? ['mobile'] : ['desktop'];
}

/** The position codes of a slot on this platform; `all` (code 34) belongs to every screen. */
export function slotCodes(platform: BannerPlatform, position: BannerPosition, placement: BannerPlacement) {
  const layouts = layoutsOf(platform);
  return Object.entries(BANNER_POSITIONS)
    .filter(
      ([, slot]) =>
        layouts.includes(slot.platform) &&
        slot.placement === placement &&
        (slot.position === position || slot.position === 'all'),
    )
    .map(([code]) => Number(code));
}

/** What the screen knows of its context; a dimension left out is not filtered on (decision 037). */
export interface BannerContext {
  courseId?: number;
  communityId?: number;
  applicationId?: number;
  stageDayId?: number;
}

/** An include list matches when empty or holding the value; an exclude list must not hold it. */
function fits(value: number | undefined, only: number[], never: number[] = []): boolean {
  if (value === undefined) return true;
  return (only.length === 0 || only.includes(value)) && !never.includes(value);
}

/** The banners this platform may show at all (an empty platform list means every platform). */
export const forPlatform = (banners: Banner[], platform: BannerPlatform): Banner[] =>
  banners.filter((b) => b.platforms.length === 0 || b.platforms.includes(platform));

/**
 * The banners of one slot (spec 01 §3 Banner): platform, position code, then the course,
 * community, application and stage-day lists and their not-display lists; by `sort`.
 */
export function slotBanners(
  banners: Banner[],
  platform: BannerPlatform,
  position: BannerPosition,
  placement: BannerPlacement,
  context: BannerContext = {},
): Banner[] {
  const codes = slotCodes(platform, position, placement);
  if (codes.length === 0) return [];
  return forPlatform(banners, platform)
    .filter(
      (b) =>
        b.positions.some((code) => codes.includes(code)) &&
        fits(context.courseId, b.courseIds, b.notDisplayCourseIds) &&
        fits(context.communityId, b.communityIds, b.notDisplayCommunityIds) &&
        fits(context.applicationId, b.applicationIds, b.notDisplayApplicationIds) &&
        fits(context.stageDayId, b.stageDayIds),
    )
    .sort((a, b) => a.sort - b.sort || a.id - b.id);
}
