/** spec 01 §2 points and points-history. */
export const POINTS_PATHS = {
  points: '/user/points',
  history: '/user/points/history',
} as const;

/** `?page=` of the history: a whole number from 1, else the first page. */
export function pageParam(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? page : 1;
}
