/** Query keys of the points calls: a spend changes both, so they share a prefix. */
export const pointsKeys = {
  all: ['user-score'] as const,
  amount: ['user-score', 'amount'] as const,
  history: (page: number) => ['user-score', 'history', page] as const,
};
