import { lazy, type ReactNode, Suspense } from 'react';
import type { BannerContext, BannerPosition } from './banner-filter';
import frame from './banner-frame.module.css';
import type { BannerSlotProps } from './banner-slot-view';
import { useBannersEnabled } from './banners-enabled';

// The slots' code (the call, the position table, the filters) loads after the screen, and
// only where banners are on: a screen never waits for its banners (ARCHITECTURE §7 budget).
const BannerSlotView = lazy(() => import('./banner-slot-view').then((m) => ({ default: m.BannerSlotView })));

/**
 * A banner slot of a screen (spec 01 §3 Banner): the banners whose position codes name this
 * screen (`position`) and slot (`placement`) on this platform, filtered by what the screen
 * knows (course, community, application, stage day). Renders nothing at all while they load,
 * where banners are off, or when none fits, so a slot can sit anywhere.
 */
export function BannerSlot(props: BannerSlotProps) {
  if (!useBannersEnabled()) return null;
  return (
    <Suspense fallback={null}>
      <BannerSlotView {...props} />
    </Suspense>
  );
}

interface BannerFrameProps extends BannerContext {
  position: BannerPosition;
  children: ReactNode;
}

/**
 * A screen inside its frame of slots: the app's `main`, `top` and the phone's `catalog` slot
 * above, `sidebar` beside (below on narrow windows), `bottom` below. The screen keeps its
 * place in the tree whatever the banners, so its state survives their arrival.
 */
export function BannerFrame({ position, children, ...context }: BannerFrameProps) {
  const slot = { position, ...context };
  return (
    <div className={frame.frame}>
      <BannerSlot {...slot} placement="main" />
      <BannerSlot {...slot} placement="top" />
      <BannerSlot {...slot} placement="catalog" />
      <div className={frame.columns}>
        <div className={frame.content}>{children}</div>
        <BannerSlot {...slot} placement="sidebar" />
      </div>
      <BannerSlot {...slot} placement="bottom" />
    </div>
  );
}
