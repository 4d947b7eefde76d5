import type { ConfigResponse } from '@cp/contract';
import { describe, expect, it } from 'vitest';
import {
  activeBottomItem,
  generalMenu,
  isFaceStyle,
  type MenuContext,
  mobileProfileMenu,
  showsTaskItem,
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
      'catalog',
      'community',
      'banners',
      'support',
      'deleteAccount',
    ]);
  });

  it('hides social networks in the mobile profile menu without auth clients', () => {
    expect(mobileProfileMenu(context()).map((i) => i.key)).toEqual([
      'myInformation',
      'settings',
      'subscriptions',
      'catalog',
      'support',
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
      'catalog',
      'support',
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
      'catalog',
      'support',
      'deleteAccount',
    ]);
    expect(generalMenu(context()).map((i) => i.key)).not.toContain('downloads');
    expect(mobileProfileMenu(context()).map((i) => i.key)).not.toContain('downloads');
    expect(activeBottomItem('downloads', false)).toBe('profile');
  });

  it('marks the bottom item of the screen; in the face style chat covers the task routes', () => {
    expect(activeBottomItem('day', false)).toBe('course');
    expect(activeBottomItem('userPassword', false)).toBe('profile');
    expect(activeBottomItem('task', false)).toBe('task');
    expect(activeBottomItem('tasks', true)).toBe('chat');
    expect(activeBottomItem('chat', true)).toBe('chat');
    expect(activeBottomItem('support', false)).toBeNull();
    expect(activeBottomItem('catalog', false)).toBe('catalog');
    expect(activeBottomItem('order', true)).toBe('catalog');
    expect(activeBottomItem('renewal', false)).toBe('course');
    expect(activeBottomItem('subscription', false)).toBe('profile');
    expect(isFaceStyle(context({ theme: 'face' }).config)).toBe(true);
  });

  it('shows the bottom task item unless the face-style chat item covers it (spec 01 §2)', () => {
    expect(showsTaskItem(context().config)).toBe(true);
    expect(showsTaskItem(context({ chat: true }).config)).toBe(true);
    expect(showsTaskItem(context({ theme: 'face' }).config)).toBe(true);
    expect(showsTaskItem(context({ theme: 'face', chat: true }).config)).toBe(false);
    // Then the profile menu leads to the homework list instead.
    expect(mobileProfileMenu(context({ theme: 'face', chat: true })).map((i) => i.key)).toContain(
      'homeworks',
    );
    expect(mobileProfileMenu(context({ chat: true })).map((i) => i.key)).not.toContain('homeworks');
  });
});
