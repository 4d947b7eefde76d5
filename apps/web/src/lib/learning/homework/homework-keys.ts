/** Query keys of homework: the lists across streams and of one stream; a hand-in or an event refreshes them all. */
export const homeworkKeys = {
  all: ['homework'] as const,
  list: ['homework', 'all'] as const,
  stream: (streamId: number) => ['homework', 'stream', streamId] as const,
};
