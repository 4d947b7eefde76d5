import type { ConfigResponse } from '@cp/contract';
import { COMMUNITY_PATH } from '../../lib/community/use-has-community';
import { groupOf } from '../../lib/navigation/back-history';
import { CHATS_PATH } from '../../lib/navigation/chat-paths';
import { HOMEWORKS_PATH } from '../../lib/navigation/homework-paths';
import type { RouteName } from '../../lib/navigation/route-names';
import { PATHS } from '../../lib/routing/paths';
import { paymentPaths } from '../../lib/routing/payment-paths';

/**
 * The menus of spec 01 §2 with their visibility rules, as data the menu components render.
 * The catalogue and the subscriptions joined with their screens (issue 11, decision 063).
 */
export interface MenuItem {
  key:
    | 'myCourses'
    | 'community'
    | 'support'
    | 'myInformation'
    | 'socialNetworks'
    | 'settings'
    | 'banners'
    | 'homeworks'
    | 'messages'
    | 'videoConsultations'
    | 'deleteAccount'
    | 'catalog'
    | 'subscriptions'
    | 'downloads';
  to: string;
  /** Shows the unread messages of the expert chats (spec 01 §2, issue 9). */
  unreadBadge?: boolean;
}

export interface MenuContext {
  config: Pick<ConfigResponse, 'domain' | 'components'>;
  /** A community link exists and the school has communities (spec 01 §2). */
  hasCommunity: boolean;
  /** The brand shows banners (spec 01 §6) and the school has some: the catalogue is worth an item. */
  hasBanners?: boolean;
  /**
   * A course of the learner's offers video consultations (`GET /course/online-consultations` is
   * not empty). With the brand's flag alone, a school whose courses have none showed an item that
   * led to "not available" (issue 27).
   */
  offersVideoConsultations?: boolean;
}

const COMMUNITY_ITEM = { key: 'community', to: COMMUNITY_PATH } as const;
const BANNERS_ITEM = { key: 'banners', to: '/banners' } as const;
/** spec 02 §2 videoconsultations `/videoconsultations`. */
export const VIDEO_CONSULTATIONS_PATH = '/videoconsultations';
const HOMEWORKS_ITEM: MenuItem = { key: 'homeworks', to: HOMEWORKS_PATH };
const MESSAGES_ITEM: MenuItem = { key: 'messages', to: CHATS_PATH, unreadBadge: true };
const VIDEO_CONSULTATIONS_ITEM: MenuItem = { key: 'videoConsultations', to: VIDEO_CONSULTATIONS_PATH };
/** spec 02 §2 catalog (`/catalog`: docs/spec-gaps.md). */
const CATALOG_ITEM: MenuItem = { key: 'catalog', to: paymentPaths.catalog };
/** spec 02 §2 subscriptions: the learner's account area. */
const SUBSCRIPTIONS_ITEM: MenuItem = { key: 'subscriptions', to: paymentPaths.subscriptions };

/** "Downloads and video management" (spec 02 §2; path and place: decision 069). */
export const DOWNLOADS_PATH = '/downloads';
const DOWNLOADS_ITEM: MenuItem = { key: 'downloads', to: DOWNLOADS_PATH };

/** The school turned offline mode on (spec 01 §3 `isOfflineEnable`): downloads exist. */
export const hasDownloads = ({ components }: Pick<ConfigResponse, 'components'>) =>
  components.brand.isOfflineEnable;

/** The brand has the expert chat (spec 01 §3 `isChatSupport`). */
export const hasChat = ({ components }: Pick<ConfigResponse, 'components'>) => components.brand.isChatSupport;
/** The brand has video consultations (spec 01 §3 `isVideoConsultationSupport`). */
export const hasVideoConsultations = ({ components }: Pick<ConfigResponse, 'components'>) =>
  components.brand.isVideoConsultationSupport;

/** The video consultations item: the brand has them and one of the learner's courses offers them. */
const showsVideoConsultations = ({ config, offersVideoConsultations = false }: MenuContext) =>
  hasVideoConsultations(config) && offersVideoConsultations;

/** Social networks appear only when the school configured auth clients (spec 01 §2, §6). */
export function hasSocialClients({ domain }: Pick<ConfigResponse, 'domain'>): boolean {
  return domain.auth.enabled && Object.keys(domain.auth.clients).length > 0;
}

/**
 * General menu: my courses, community (when it exists), homeworks, messages and video
 * consultations (where the brand has them: spec 01 §2, spec 02 §2), support centre; and the banner
 * catalogue where banners are on, which no screen linked to before (issue 8, docs/spec-gaps.md);
 * downloads where offline mode is on (decision 069).
 */
export function generalMenu(context: MenuContext): MenuItem[] {
  const { config, hasCommunity, hasBanners = false } = context;
  return [
    { key: 'myCourses', to: PATHS.courses },
    CATALOG_ITEM,
    ...(hasCommunity ? [COMMUNITY_ITEM] : []),
    HOMEWORKS_ITEM,
    ...(hasChat(config) ? [MESSAGES_ITEM] : []),
    ...(showsVideoConsultations(context) ? [VIDEO_CONSULTATIONS_ITEM] : []),
    ...(hasBanners ? [BANNERS_ITEM] : []),
    SUBSCRIPTIONS_ITEM,
    ...(hasDownloads(config) ? [DOWNLOADS_ITEM] : []),
    { key: 'support', to: '/support' },
  ];
}

/**
 * Mobile profile menu: my information, social networks (with clients), settings, video
 * consultations (unless the brand's flag hides them: spec 02 §2), support, delete account. Phones have no general menu, so community and the banner catalogue join it
 * when they exist: without them a phone could not reach those screens (issue 8).
 */
export function mobileProfileMenu(context: MenuContext): MenuItem[] {
  const { config, hasCommunity, hasBanners = false } = context;
  return [
    { key: 'myInformation', to: '/user' },
    ...(hasSocialClients(config) ? [{ key: 'socialNetworks', to: '/user/social-networks' } as const] : []),
    { key: 'settings', to: '/user/settings' },
    SUBSCRIPTIONS_ITEM,
    ...(hasDownloads(config) ? [DOWNLOADS_ITEM] : []),
    // Where the face style's bottom menu has no task item, the homework list stays a tap away.
    ...(showsTaskItem(config) ? [] : [HOMEWORKS_ITEM]),
    ...(showsVideoConsultations(context) ? [VIDEO_CONSULTATIONS_ITEM] : []),
    CATALOG_ITEM,
    ...(hasCommunity ? [COMMUNITY_ITEM] : []),
    ...(hasBanners ? [BANNERS_ITEM] : []),
    { key: 'support', to: '/support' },
    { key: 'deleteAccount', to: '/delete' },
  ];
}

export type BottomItem = 'course' | 'chat' | 'task' | 'catalog' | 'profile';

/** The face-style menu (the `face` theme) lets the chat item cover the task routes too. */
export function isFaceStyle({ domain }: Pick<ConfigResponse, 'domain'>): boolean {
  return domain.frontendSettings.spa_theme === 'face';
}

/**
 * The bottom menu's task item (spec 01 §2): shown unless the face style lets a chat item
 * cover the task routes.
 */
export const showsTaskItem = (config: Pick<ConfigResponse, 'domain' | 'components'>): boolean =>
  !(isFaceStyle(config) && hasChat(config));

/** Which bottom-menu item the current screen belongs to (spec 01 §2 "Bottom menu"). */
export function activeBottomItem(route: RouteName | null, faceStyle: boolean): BottomItem | null {
  if (!route) return null;
  const group = groupOf(route);
  if (group === 'course') return 'course';
  if (group === 'chat') return 'chat';
  if (group === 'task') return faceStyle ? 'chat' : 'task';
  if (group === 'catalog') return 'catalog';
  if (group === 'profile') return 'profile';
  return null;
}
