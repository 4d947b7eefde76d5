/** TanStack Query keys of the team screens. */
export const teamKeys = {
  all: ['team'] as const,
  members: () => [...teamKeys.all, 'members'] as const,
  courses: () => [...teamKeys.all, 'courses'] as const,
  invite: (token: string) => [...teamKeys.all, 'invite', token] as const,
};
