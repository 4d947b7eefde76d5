import type { ConfigResponse } from '@cp/contract';
import { describe, expect, it } from 'vitest';
import {
  activeBottomItem,
  bottomItemCurrent,
  generalMenu,
  isFaceStyle,
  type MenuContext,
  mobileProfileMenu,
} from './menu-items';

function context(
  overrides: {
    clients?: object;
    theme?: string;
    hasCommunity?: boolean;
    chat?: boolean;
    videoConsultations?: boolean;
    offline?: boolean;
  } = {},
): MenuContext {
  const domain = {
    auth: { enabled: true, clients: overrides.clients ?? {} },
    frontendSettings: { spa_theme: overrides.theme ?? 'default' },
  } as unknown as ConfigResponse['domain'];
  return {
    config: {
      domain,
      components: {
        brand: {
          isChatSupport: overrides.chat ?? false,
          isVideoConsultationSupport: overrides.videoConsultations ?? false,
          isOfflineEnable: overrides.offline ?? false,
        },
      } as ConfigResponse['components'],
    },
    hasCommunity: overrides.hasCommunity ?? false,
    offersVideoConsultations: overrides.videoConsultations ?? false,
  };
}

describe('menus (spec 01 §2)', () => {
  it('offers video consultations only where a course of the learner has them (issue 27)', () => {
    const flagOnly = { ...context({ videoConsultations: true }), offersVideoConsultations: false };
    expect(generalMenu(flagOnly).map((i) => i.key)).not.toContain('videoConsultations');
    expect(mobileProfileMenu(flagOnly).map((i) => i.key)).not.toContain('videoConsultations');
    const offeredWithoutFlag = { ...context(), offersVideoConsultations: true };
    expect(generalMenu(offeredWithoutFlag).map((i) => i.key)).not.toContain('videoConsultations');
  });

  it('shows community in the general menu only when it exists', () => {
    expect(generalMenu(context()).map((i) => i.key)).toEqual([
      'myCourses',
      'catalog',
      'homeworks',
      'subscriptions',
      'support',
    ]);
    expect(generalMenu(context({ hasCommunity: true })).map((i) => i.key)).toEqual([
      'myCourses',
      'catalog',
      'community',
      'homeworks',
      'subscriptions',
      'support',
    ]);
  });

  it('lists the banner catalogue where banners are on, in both menus (issue 8)', () => {
    const withBanners = { ...context({ hasCommunity: true }), hasBanners: true };
    expect(generalMenu(withBanners).map((i) => i.key)).toEqual([
      'myCourses',
      'catalog',
      'community',
      'homeworks',
      'banners',
      'subscriptions',
      'support',
    ]);
    expect(mobileProfileMenu(withBanners).map((i) => i.key)).toEqual([
      'myInformation',
      'settings',
      'subscriptions',
      'support',
      'catalog',
      'community',
      'banners',
      'deleteAccount',
    ]);
  });

  it('hides social networks in the mobile profile menu without auth clients', () => {
    // spec 01 §2: support, then catalog, then delete account.
    expect(mobileProfileMenu(context()).map((i) => i.key)).toEqual([
      'myInformation',
      'settings',
      'subscriptions',
      'support',
      'catalog',
      'deleteAccount',
    ]);
    const withGoogle = context({ clients: { google: { login: '/l', link: '/k' } } });
    expect(mobileProfileMenu(withGoogle).map((i) => i.key)).toContain('socialNetworks');
  });

  it('offers messages and video consultations where the brand has them (spec 01 §2, spec 02 §2)', () => {
    const both = context({ chat: true, videoConsultations: true, hasCommunity: true });
    expect(generalMenu(both).map((i) => [i.key, i.to])).toEqual([
      ['myCourses', '/course'],
      ['catalog', '/catalog'],
      ['community', '/community'],
      ['homeworks', '/homework'],
      ['messages', '/chat'],
      ['videoConsultations', '/videoconsultations'],
      ['subscriptions', '/user/subscriptions'],
      ['support', '/support'],
    ]);
    expect(generalMenu(both).find((i) => i.key === 'messages')?.unreadBadge).toBe(true);
    expect(generalMenu(context({ chat: true })).map((i) => i.key)).toEqual([
      'myCourses',
      'catalog',
      'homeworks',
      'messages',
      'subscriptions',
      'support',
    ]);
    expect(generalMenu(context({ videoConsultations: true })).map((i) => i.key)).toEqual([
      'myCourses',
      'catalog',
      'homeworks',
      'videoConsultations',
      'subscriptions',
      'support',
    ]);
    // The mobile profile menu hides video consultations when the flag is off.
    expect(mobileProfileMenu(context({ videoConsultations: true })).map((i) => i.key)).toEqual([
      'myInformation',
      'settings',
      'subscriptions',
      'videoConsultations',
      'support',
      'catalog',
      'deleteAccount',
    ]);
    expect(mobileProfileMenu(context({ chat: true })).map((i) => i.key)).not.toContain('videoConsultations');
  });

  it('leads to the downloads screen from both menus where offline mode is on (decision 069)', () => {
    expect(generalMenu(context({ offline: true })).map((i) => [i.key, i.to])).toEqual([
      ['myCourses', '/course'],
      ['catalog', '/catalog'],
      ['homeworks', '/homework'],
      ['subscriptions', '/user/subscriptions'],
      ['downloads', '/downloads'],
      ['support', '/support'],
    ]);
    expect(mobileProfileMenu(context({ offline: true })).map((i) => i.key)).toEqual([
      'myInformation',
      'settings',
      'subscriptions',
      'downloads',
      'support',
      'catalog',
      'deleteAccount',
    ]);
    expect(generalMenu(context()).map((i) => i.key)).not.toContain('downloads');
    expect(mobileProfileMenu(context()).map((i) => i.key)).not.toContain('downloads');
    expect(activeBottomItem('downloads')).toBe('profile');
  });

  it('marks the bottom item of the screen; in the face style chat covers the task routes', () => {
    expect(activeBottomItem('day')).toBe('course');
    expect(activeBottomItem('userPassword')).toBe('profile');
    expect(activeBottomItem('task')).toBe('task');
    expect(activeBottomItem('tasks')).toBe('task');
    expect(activeBottomItem('chat')).toBe('chat');
    expect(activeBottomItem('support')).toBeNull();
    expect(activeBottomItem(null)).toBeNull();
    expect(activeBottomItem('catalog')).toBe('catalog');
    expect(activeBottomItem('order')).toBe('catalog');
    expect(activeBottomItem('renewal')).toBe('course');
    expect(activeBottomItem('subscription')).toBe('profile');
    expect(isFaceStyle(context({ theme: 'face' }).config)).toBe(true);
    expect(isFaceStyle(context().config)).toBe(false);
    // A task screen: the task item is the page; the face style's chat item covers it as well.
    expect(bottomItemCurrent('task', 'task', true)).toBe('page');
    expect(bottomItemCurrent('chat', 'task', true)).toBe('true');
    expect(bottomItemCurrent('chat', 'task', false)).toBeUndefined();
    expect(bottomItemCurrent('chat', 'chat', true)).toBe('page');
    expect(bottomItemCurrent('task', 'chat', true)).toBeUndefined();
    expect(bottomItemCurrent('course', 'task', true)).toBeUndefined();
  });

  it('keeps the homework list out of the profile menu: the bottom menu always has task (spec 01 §2)', () => {
    for (const options of [{}, { chat: true }, { theme: 'face', chat: true }]) {
      expect(mobileProfileMenu(context(options)).map((i) => i.key)).not.toContain('homeworks');
    }
  });
});
