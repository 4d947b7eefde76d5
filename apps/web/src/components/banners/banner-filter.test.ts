import { describe, expect, it } from 'vitest';
import { toBanner } from './banner-api';
import { type Banner, devicePlatform, forPlatform, layoutsOf, slotBanners, slotCodes } from './banner-filter';
import { bannerTarget } from './banner-item';

const banner = (over: Partial<Banner> & { id: number }): Banner => ({
  sort: over.id,
  title: `b${over.id}`,
  image: { url: `/v/${over.id}.svg`, name: `${over.id}.svg`, mime: 'image/svg+xml' },
  link: null,
  platforms: [],
  positions: [],
  courseIds: [],
  communityIds: [],
  applicationIds: [],
  stageDayIds: [],
  notDisplayCourseIds: [],
  notDisplayCommunityIds: [],
  notDisplayApplicationIds: [],
  ...over,
});

describe('devicePlatform', () => {
  it('follows the breakpoints 828 and 1244 px on the web, and is app in the mobile build', () => {
    expect(devicePlatform('web', 375)).toBe('mobile');
    expect(devicePlatform('web', 827)).toBe('mobile');
    expect(devicePlatform('web', 828)).toBe('tablet');
    expect(devicePlatform('web', 1243)).toBe('tablet');
    expect(devicePlatform('web', 1244)).toBe('desktop');
    expect(devicePlatform('mobile', 2000)).toBe('app');
  });
});

describe('slotCodes', () => {
  it('maps a slot to BANNER_POSITIONS codes of the platform’s layout', () => {
    expect(slotCodes('desktop', 'courses', 'top')).toEqual([1]);
    expect(slotCodes('tablet', 'calendar', 'sidebar')).toEqual([7]);
    expect(slotCodes('desktop', 'day', 'insteadVideo')).toEqual([11]);
    expect(slotCodes('mobile', 'day', 'insteadVideo')).toEqual([29]);
    expect(slotCodes('mobile', 'courses', 'top')).toEqual([]);
    expect(slotCodes('mobile', 'courses', 'catalog')).toEqual([24]);
    expect(slotCodes('mobile', 'calendar', 'beforeStage')).toEqual([28]);
    expect(slotCodes('desktop', 'calendar', 'beforeStage')).toEqual([]);
  });

  it('gives the app its own codes, the mobile ones, and "all" on every screen', () => {
    expect(layoutsOf('app')).toEqual(['app', 'mobile']);
    expect(slotCodes('app', 'courses', 'main')).toEqual([32, 34]);
    expect(slotCodes('app', 'day', 'main')).toEqual([33, 34]);
    expect(slotCodes('app', 'support', 'main')).toEqual([34]);
    expect(slotCodes('app', 'day', 'afterVideo')).toEqual([30]);
    expect(slotCodes('desktop', 'support', 'main')).toEqual([]);
  });
});

describe('slotBanners', () => {
  it('keeps the slot’s banners for the platform, by sort', () => {
    const list = [
      banner({ id: 1, sort: 5, positions: [1] }),
      banner({ id: 2, sort: 1, positions: [1, 5], platforms: ['desktop', 'tablet'] }),
      banner({ id: 3, positions: [1], platforms: ['mobile'] }),
      banner({ id: 4, positions: [2] }),
    ];
    expect(slotBanners(list, 'desktop', 'courses', 'top').map((b) => b.id)).toEqual([2, 1]);
    expect(slotBanners(list, 'tablet', 'calendar', 'top').map((b) => b.id)).toEqual([2]);
    expect(slotBanners(list, 'mobile', 'courses', 'top')).toEqual([]);
    expect(slotBanners(list, 'desktop', 'courses', 'bottom').map((b) => b.id)).toEqual([4]);
  });

  it('filters by course, community, application and stage day, with the not-display lists', () => {
    const list = [
      banner({ id: 1, positions: [8], courseIds: [7] }),
      banner({ id: 2, positions: [8], notDisplayCourseIds: [8] }),
      banner({ id: 3, positions: [8], communityIds: [3], notDisplayCommunityIds: [4] }),
      banner({ id: 4, positions: [8], applicationIds: [2], notDisplayApplicationIds: [5] }),
      banner({ id: 5, positions: [8], stageDayIds: [11] }),
    ];
    const ids = (context: Parameters<typeof slotBanners>[4]) =>
      slotBanners(list, 'desktop', 'day', 'top', context).map((b) => b.id);
    // A dimension the screen does not name is not filtered on (decision 037).
    expect(ids({})).toEqual([1, 2, 3, 4, 5]);
    expect(ids({ courseId: 7 })).toEqual([1, 2, 3, 4, 5]);
    expect(ids({ courseId: 8 })).toEqual([3, 4, 5]);
    expect(ids({ courseId: 9, stageDayId: 12 })).toEqual([2, 3, 4]);
    expect(ids({ communityId: 3 })).toEqual([1, 2, 3, 4, 5]);
    expect(ids({ communityId: 4 })).toEqual([1, 2, 4, 5]);
    expect(ids({ applicationId: 5 })).toEqual([1, 2, 3, 5]);
    expect(ids({ stageDayId: 11 })).toEqual([1, 2, 3, 4, 5]);
  });

  it('keeps a banner without platforms on every platform', () => {
    const list = [banner({ id: 1 }), banner({ id: 2, platforms: ['app'] })];
    expect(forPlatform(list, 'mobile').map((b) => b.id)).toEqual([1]);
    expect(forPlatform(list, 'app').map((b) => b.id)).toEqual([1, 2]);
  });
});

describe('toBanner and links', () => {
  it('converts the wire banner to client names', () => {
    expect(
      toBanner({
        id: 1,
        sort: 2,
        title: 'T',
        file: { url: '/v/b.svg', name: 'b.svg', mime: null },
        link: null,
        platforms: ['app'],
        positions: [34],
        course_ids: [1],
        community_ids: [2],
        application_ids: [3],
        stage_day_ids: [4],
        not_display_course_ids: [5],
        not_display_community_ids: [6],
        not_display_application_ids: [7],
      }),
    ).toEqual({
      id: 1,
      sort: 2,
      title: 'T',
      image: { url: '/v/b.svg', name: 'b.svg', mime: null },
      link: null,
      platforms: ['app'],
      positions: [34],
      courseIds: [1],
      communityIds: [2],
      applicationIds: [3],
      stageDayIds: [4],
      notDisplayCourseIds: [5],
      notDisplayCommunityIds: [6],
      notDisplayApplicationIds: [7],
    });
  });

  it('opens screens of the app in the router, other pages and sites as links', () => {
    expect(bannerTarget('/class/user/points', '/class', 'web')).toEqual({
      kind: 'route',
      to: '/user/points',
    });
    expect(bannerTarget('/classic', '/class', 'web')).toEqual({ kind: 'page', href: '/classic' });
    expect(bannerTarget('/user/points', '', 'web')).toEqual({ kind: 'route', to: '/user/points' });
    expect(bannerTarget('https://shop.test/x', '/class', 'web')).toEqual({
      kind: 'external',
      href: 'https://shop.test/x',
    });
    expect(bannerTarget('/class/user/points', '', 'mobile')).toEqual({
      kind: 'page',
      href: '/class/user/points',
    });
  });
});
