/** spec 01 §2 socialNetworks and linkSocialNetworks, inside the router base. */
export const SOCIAL_PATHS = {
  networks: '/user/social-networks',
  link: '/linksocialnetworks',
  callback: '/social-callback',
} as const;
