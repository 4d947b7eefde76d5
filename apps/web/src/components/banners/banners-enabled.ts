import { useAppConfig } from '../../config/config-context';
import { getToken } from '../../lib/auth/token-storage';

/** spec 01 §6: banners load only for a signed-in learner, and only where the brand enables them. */
export function useBannersEnabled(): boolean {
  return useAppConfig().components.brand.isBannerEnable && getToken() !== null;
}
