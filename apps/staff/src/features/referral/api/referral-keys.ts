/** TanStack Query keys of the referral screens. */
export const referralKeys = {
  all: ['referral'] as const,
  rules: () => [...referralKeys.all, 'rules'] as const,
  invitations: (filter: object = {}) => [...referralKeys.all, 'invitations', filter] as const,
  currency: () => [...referralKeys.all, 'currency'] as const,
};
