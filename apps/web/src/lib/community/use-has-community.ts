import type { BrandConfig } from '@cp/contract';
import { useAppConfig } from '../../config/config-context';
import { getToken } from '../auth/token-storage';
import { type Community, useCommunities } from './communities';

/** The community screen inside the router base (spec 01 §2 names the screen, not its path). */
export const COMMUNITY_PATH = '/community';

/** spec 01 §2 "Menus": a community link exists and communities are available. */
export function hasCommunity(
  brand: Pick<BrandConfig, 'community'>,
  communities: Community[] | undefined,
): boolean {
  return Boolean(brand.community.url) && (communities?.length ?? 0) > 0;
}

/**
 * Whether the general menu shows its community item (spec 01 §2): the brand has a community
 * link and the school answers at least one community. False while they load and for guests.
 */
export function useHasCommunity(): boolean {
  const { brand } = useAppConfig().components;
  const signedIn = getToken() !== null;
  const { data } = useCommunities(signedIn && Boolean(brand.community.url));
  return hasCommunity(brand, data);
}

/**
 * Whether the community item may still appear: the brand has a community link and the
 * learner's communities are loading. The general menu keeps the item's place meanwhile, so
 * the items after it do not jump when it arrives (issue 8, CLS).
 */
export function useCommunityPending(): boolean {
  const { brand } = useAppConfig().components;
  const enabled = getToken() !== null && Boolean(brand.community.url);
  const { isPending } = useCommunities(enabled);
  return enabled && isPending;
}
