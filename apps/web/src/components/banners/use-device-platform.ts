import type { BannerPlatform } from '@cp/contract';
import { useSyncExternalStore } from 'react';
import { APP_TYPE } from '../../lib/env/app-env';
import { devicePlatform } from './banner-filter';

function subscribe(onChange: () => void): () => void {
  window.addEventListener('resize', onChange);
  return () => window.removeEventListener('resize', onChange);
}

/** The banner platform of this window, following its width (spec 01 §9 breakpoints). */
export function useDevicePlatform(): BannerPlatform {
  return useSyncExternalStore(subscribe, () => devicePlatform(APP_TYPE, window.innerWidth));
}
