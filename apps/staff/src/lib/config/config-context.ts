import type { ConfigResponse } from '@cp/contract';
import { createContext, useContext } from 'react';

export const ConfigContext = createContext<ConfigResponse | null>(null);

/** The school's configuration; the app renders nothing below it until it has arrived. */
export function useSchoolConfig(): ConfigResponse {
  const config = useContext(ConfigContext);
  if (!config) throw new Error('useSchoolConfig outside ConfigContext');
  return config;
}
