import { lazy, type ReactNode, Suspense, useEffect, useState } from 'react';
import { useBanners } from './banner-api';
import type { BannerContext, BannerPosition } from './banner-filter';
import frame from './banner-frame.module.css';
import type { BannerSlotProps } from './banner-slot-view';
import { useBannersEnabled } from './banners-enabled';

// The slots' code (the call, the position table, the filters) loads after the sign-in route,
// and only where banners are on (ARCHITECTURE §7 budget). A screen waits for its banners only
// briefly, so that they do not shift it (decision 045, which revises 037 on this point).
const importView = () => import('./banner-slot-view');
const BannerSlotView = lazy(() => importView().then((m) => ({ default: m.BannerSlotView })));
/** The view once preloaded: rendered at once, not after a Suspense round that shifts the screen. */
let loadedView: typeof import('./banner-slot-view').BannerSlotView | null = null;

/**
 * Starts the slots' code early (the signed-in layout calls it as it mounts, with the banner
 * list's prefetch), so a screen's slots render with the screen instead of pushing it down
 * a moment later (decision 045, issue 8 layout shift).
 */
export function preloadBannerSlots(): Promise<void> {
  return importView().then((m) => {
    loadedView = m.BannerSlotView;
  });
}

/**
 * How long a screen holds its content back for its banners at most. The list is one call per
 * session, prefetched as the signed-in frame mounts, so this is rarely reached; past it the
 * screen shows and late banners may still move it (decision 045).
 */
const BANNER_WAIT_MS = 1500;

/**
 * Whether a screen's banner slots can render together with the screen: banners are off, or
 * the list has settled (arrived or failed) and the slots' code is loaded, or the wait is over.
 */
function useSlotsSettled(): boolean {
  const enabled = useBannersEnabled();
  const { isPending } = useBanners();
  const [viewLoaded, setViewLoaded] = useState(() => loadedView !== null);
  const [waitOver, setWaitOver] = useState(false);
  useEffect(() => {
    if (!enabled) return;
    let live = true;
    preloadBannerSlots().then(
      () => live && setViewLoaded(true),
      () => live && setWaitOver(true),
    );
    const timer = window.setTimeout(() => setWaitOver(true), BANNER_WAIT_MS);
    return () => {
      live = false;
      window.clearTimeout(timer);
    };
  }, [enabled]);
  return !enabled || waitOver || (!isPending && viewLoaded);
}

/**
 * A banner slot of a screen (spec 01 §3 Banner): the banners whose position codes name this
 * screen (`position`) and slot (`placement`) on this platform, filtered by what the screen
 * knows (course, community, application, stage day). Renders nothing at all while they load,
 * where banners are off, or when none fits, so a slot can sit anywhere.
 */
export function BannerSlot(props: BannerSlotProps) {
  if (!useBannersEnabled()) return null;
  if (loadedView) {
    const View = loadedView;
    return <View {...props} />;
  }
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
  // The screen appears with its slots, not before them: a banner arriving above the content
  // would push it down while the learner reads (issue 8, CLS; decision 045).
  if (!useSlotsSettled()) return <div className={frame.frame} aria-busy="true" />;
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
