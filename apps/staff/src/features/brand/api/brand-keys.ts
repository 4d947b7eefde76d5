/** TanStack Query keys of the brand screen. */
export const brandKeys = {
  all: ['brand'] as const,
  view: () => [...brandKeys.all, 'view'] as const,
  topics: () => [...brandKeys.all, 'support-topics'] as const,
};
