/** TanStack Query keys of the review desk: one place, so a review and live events reach every copy. */
export const homeworkKeys = {
  all: ['homework'] as const,
  courses: () => [...homeworkKeys.all, 'courses'] as const,
  queues: () => [...homeworkKeys.all, 'queue'] as const,
  queue: (courseId: number | null) => [...homeworkKeys.queues(), courseId] as const,
  submission: (id: number) => [...homeworkKeys.all, 'submission', id] as const,
};
