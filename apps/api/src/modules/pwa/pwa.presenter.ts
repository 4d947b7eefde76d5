import type { Tenant } from '../tenancy/index.js';
import { type AppLook, appLook } from './pwa-brand.js';
import { ICON_SIZES, iconVersion } from './pwa-icons.js';

/** Where the icons live under the app's base: `<base>pwa-icons/192.png`. */
export const ICONS_FOLDER = 'pwa-icons';

/**
 * The web app manifest of the school of the host (W3C Web Application Manifest; decision 066):
 * the app installs under the school's name and colours, and opens at the app's base.
 */
export function presentManifest(tenant: Tenant, base: string) {
  const look: AppLook = appLook(tenant);
  const version = iconVersion(look);
  return {
    id: base,
    name: look.name,
    short_name: look.shortName,
    lang: look.lang,
    start_url: base,
    scope: base,
    display: 'standalone',
    theme_color: look.themeColor,
    background_color: look.backgroundColor,
    icons: ICON_SIZES.flatMap((size) => {
      const src = `${base}${ICONS_FOLDER}/${size}.png?v=${version}`;
      const sizes = `${size}x${size}`;
      // The same picture serves as maskable: its content sits within the middle 80%.
      return [
        { src, sizes, type: 'image/png', purpose: 'any' },
        { src, sizes, type: 'image/png', purpose: 'maskable' },
      ];
    }),
  };
}
