/** TanStack Query keys of the people screens. */
export const peopleKeys = {
  all: ['people'] as const,
  learners: (q: string, page: number) => [...peopleKeys.all, 'learners', q, page] as const,
  learner: (id: number) => [...peopleKeys.all, 'learner', id] as const,
  courses: () => [...peopleKeys.all, 'courses'] as const,
};
