import ui from '../ui/screen.module.css';
import { useBanners } from './banner-api';
import { type BannerContext, type BannerPlacement, type BannerPosition, slotBanners } from './banner-filter';
import { BannerItem } from './banner-item';
import styles from './banners.module.css';
import { useDevicePlatform } from './use-device-platform';

export interface BannerSlotProps extends BannerContext {
  /** The screen (BANNER_POSITIONS position). */
  position: BannerPosition;
  /** The slot on it (BANNER_POSITIONS placement). */
  placement: BannerPlacement;
}

/**
 * The banners of one slot (spec 01 §3 Banner, decision 037): those whose position codes name
 * this screen and slot on this platform, filtered by the screen's course, community,
 * application and stage day, by `sort`. Nothing while they load or when none fits.
 */
export function BannerSlotView({ position, placement, ...context }: BannerSlotProps) {
  const platform = useDevicePlatform();
  const { data } = useBanners();
  const shown = data ? slotBanners(data, platform, position, placement, context) : [];
  if (shown.length === 0) return null;
  return (
    <ul
      className={`${ui.plainList} ${styles.slot}`}
      data-banner-slot={`${position}.${placement}`}
      data-placement={placement}
    >
      {shown.map((banner) => (
        <li key={banner.id} data-banner-id={banner.id}>
          <BannerItem banner={banner} />
        </li>
      ))}
    </ul>
  );
}
