/** spec 01 §2 "referral users" (its path is not shown: docs/spec-gaps.md) and the link's landing. */
export const REFERRAL_PATHS = {
  referralUsers: '/user/referral',
} as const;

/** `?page=` of the invited learners: a whole number from 1, else the first page. */
export function pageParam(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

export const pageLink = (page: number) =>
  page <= 1 ? REFERRAL_PATHS.referralUsers : `${REFERRAL_PATHS.referralUsers}?page=${page}`;
