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
