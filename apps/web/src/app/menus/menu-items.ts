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
 * Mobile profile menu in the spec's order (spec 01 §2): my information, social networks (with
 * clients), settings, video consultations (unless the brand's flag hides them: spec 02 §2),
 * support, catalog, delete account. Our items sit where they keep that order: the subscriptions
 * and downloads after settings, beside the learner's other account screens; community and the
 * banner catalogue after the catalogue. Phones have no general menu, so without them a phone could
 * not reach those screens (issue 8, docs/spec-gaps.md).
 */
export function mobileProfileMenu(context: MenuContext): MenuItem[] {
  const { config, hasCommunity, hasBanners = false } = context;
  return [
    { key: 'myInformation', to: '/user' },
    ...(hasSocialClients(config) ? [{ key: 'socialNetworks', to: '/user/social-networks' } as const] : []),
    { key: 'settings', to: '/user/settings' },
    SUBSCRIPTIONS_ITEM,
    ...(hasDownloads(config) ? [DOWNLOADS_ITEM] : []),
    ...(showsVideoConsultations(context) ? [VIDEO_CONSULTATIONS_ITEM] : []),
    { key: 'support', to: '/support' },
    CATALOG_ITEM,
    ...(hasCommunity ? [COMMUNITY_ITEM] : []),
    ...(hasBanners ? [BANNERS_ITEM] : []),
    { key: 'deleteAccount', to: '/delete' },
  ];
}

export type BottomItem = 'course' | 'chat' | 'task' | 'catalog' | 'profile';

/** The face-style menu (the `face` theme) lets the chat item cover the task routes too. */
export function isFaceStyle({ domain }: Pick<ConfigResponse, 'domain'>): boolean {
  return domain.frontendSettings.spa_theme === 'face';
}

/** Which bottom-menu item the current screen is (spec 01 §2 "Bottom menu"). */
export function activeBottomItem(route: RouteName | null): BottomItem | null {
  if (!route) return null;
  return groupOf(route);
}

/**
 * `aria-current` of a bottom-menu item: the screen's own item is the page. In the face style the
 * chat item also covers the task routes (spec 01 §2) while the task item stays (five items): on a
 * task screen the chat item is marked too, as the current item of its set, not a second page.
 */
export function bottomItemCurrent(
  item: BottomItem,
  active: BottomItem | null,
  faceStyle: boolean,
): 'page' | 'true' | undefined {
  if (item === active) return 'page';
  if (faceStyle && item === 'chat' && active === 'task') return 'true';
  return undefined;
}
