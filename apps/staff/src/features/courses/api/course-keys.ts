/** TanStack Query keys of the console's course screens. */
export const courseKeys = {
  all: ['console-courses'] as const,
  list: () => [...courseKeys.all, 'list'] as const,
  draft: (id: number) => [...courseKeys.all, 'draft', id] as const,
  videos: (search: string) => [...courseKeys.all, 'videos', search] as const,
};
