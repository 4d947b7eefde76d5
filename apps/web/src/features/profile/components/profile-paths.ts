/** spec 01 §2 paths of the profile and settings screens, inside the router base. */
export const PROFILE_PATHS = {
  user: '/user',
  edit: '/user/edit',
  settings: '/user/settings',
  socialNetworks: '/user/social-networks',
  /** spec 01 §2 "stats" (decision 089). */
  stats: '/user/stats',
  /** spec 01 "referral users" (decision 092). */
  referral: '/user/referral',
} as const;
