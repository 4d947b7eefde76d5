/** TanStack Query keys of the certificates screen (issue 32). */
export const certificateKeys = {
  all: ['certificates'] as const,
  design: () => [...certificateKeys.all, 'design'] as const,
  list: (page: number) => [...certificateKeys.all, 'list', page] as const,
  lists: () => [...certificateKeys.all, 'list'] as const,
};
