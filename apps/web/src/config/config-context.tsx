import type { ConfigResponse } from '@cp/contract';
import { createContext, useContext } from 'react';

export const ConfigContext = createContext<ConfigResponse | null>(null);

/** The domain configuration; screens render only after it loaded (spec 01 §4). */
export function useAppConfig(): ConfigResponse {
  const config = useContext(ConfigContext);
  if (!config) throw new Error('useAppConfig outside ConfigContext');
  return config;
}
