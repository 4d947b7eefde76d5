/** Paths of the points calls, relative to API_BASE (spec 01 §7; spend is ours, decision 035). */
export const POINTS_ROUTES = {
  amount: '/user-score/amount',
  history: '/user-score',
  spend: '/user-score/spend',
} as const;
