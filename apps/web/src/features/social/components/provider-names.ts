import type { SocialNetwork } from '@cp/contract';

/** Brand names are not translated. */
export const PROVIDER_NAMES: Record<SocialNetwork, string> = {
  google: 'Google',
  apple: 'Apple',
  facebook: 'Facebook',
  vkontakte: 'VK',
};
