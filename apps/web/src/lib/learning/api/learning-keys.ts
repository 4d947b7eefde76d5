/** The courses screen shows every stream on one page (`per-page` of its list call). */
export const STREAM_LIST_PER_PAGE = 50;

/** Query keys of the learning area's shared data, in one place so screens invalidate the same entries. */
export const learningKeys = {
  streams: ['user-course-streams'] as const,
  streamList: (perPage: number) => ['user-course-streams', { expand: 'course,order', perPage }] as const,
  stream: (streamId: number) => ['user-course-stream', streamId] as const,
  course: (courseId: number) => ['course', courseId] as const,
  status: (streamId: number) => ['stream-status', streamId] as const,
};
