import { describe, expect, it } from 'vitest';
import { toCommunity } from './communities';
import { hasCommunity } from './use-has-community';

const club = toCommunity({ id: 1, type: 'club', title: 'Club', slug: 'club', link: '/community-api/club' });

describe('hasCommunity', () => {
  it('needs the brand’s community link and at least one community', () => {
    expect(hasCommunity({ community: { url: '/community-api', apiUrl: '/community-api' } }, [club])).toBe(
      true,
    );
    expect(hasCommunity({ community: { url: null, apiUrl: '/community-api' } }, [club])).toBe(false);
    expect(hasCommunity({ community: { url: '/community-api', apiUrl: null } }, [])).toBe(false);
    expect(hasCommunity({ community: { url: '/community-api', apiUrl: null } }, undefined)).toBe(false);
  });
});
