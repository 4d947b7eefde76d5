import { type Course, course as courseSchema } from '@cp/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { message } from '../../lib/messages.js';
import { ApiError } from '../../plugins/errors.js';
import type { CourseContent } from '../course-content/index.js';
import {
  fillMediaTemplate,
  type MediaAccess,
  type MediaHolder,
  type MediaTemplate,
  mediaLinksOf,
  mediaTemplate,
  placeholderMedia,
  signedMedia,
} from '../media/index.js';
import type { StreamRow } from '../streams/index.js';
import { presentCourseDayHomeworks } from './course-homework.presenter.js';
import {
  presentCourse,
  presentCourseLesson,
  presentDocuments,
  presentFile,
  presentStage,
  presentTrainingOptions,
  type StageParts,
} from './courses.presenter.js';
import { type OpenParts, openParts } from './open-days.js';

/** A course as one learner may see it: through their streams of it in this school. */
export interface LearnerCourse {
  content: CourseContent;
  streams: StreamRow[];
  /** Only demo streams without full access (spec 02 §4): documents follow the demo flags. */
  restricted: boolean;
  /** Open now in one of the streams: only these days, and course-wide media while a stream is open (decision 042). */
  open: OpenParts;
}

/** The learner's courses, by course id: those they hold a stream of. */
export async function learnerCourseIds(app: FastifyInstance, request: FastifyRequest) {
  const streams = await app.learning.streamsOfUser(request.tenant.project.id, request.user.id);
  const byCourse = new Map<number, StreamRow[]>();
  for (const s of streams) byCourse.set(s.courseId, [...(byCourse.get(s.courseId) ?? []), s]);
  return byCourse;
}

export async function learnerCourse(
  app: FastifyInstance,
  streams: StreamRow[],
  courseId: number,
): Promise<LearnerCourse | null> {
  const content = await app.learning.course(courseId);
  if (!content) return null;
  return {
    content,
    streams,
    restricted: streams.every((s) => s.isDemo && !s.courseFullAccess),
    open: await openParts(app, streams, content),
  };
}

/** The caller as the signer of their media links: with their media key, so raising it closes them (decision 098). */
const holderOf = (request: FastifyRequest): MediaHolder => ({
  projectId: request.tenant.project.id,
  userId: request.user.id,
  key: request.user.mediaKey,
});

/** The learner's signed links to the media of the days open to them (decision 042). */
export function learnerMedia(app: FastifyInstance, request: FastifyRequest, owned: LearnerCourse) {
  return signedMedia(mediaLinksOf(app.db), holderOf(request), (id) => owned.open.days.has(id));
}

/** The course of `courseId` if the caller holds a stream of it, else 404 revealing nothing. */
export async function ownCourse(app: FastifyInstance, request: FastifyRequest, courseId: number) {
  const streams = (await learnerCourseIds(app, request)).get(courseId);
  const course = streams ? await learnerCourse(app, streams, courseId) : null;
  if (!course || course.content.course.projectId !== request.tenant.project.id) {
    throw new ApiError(404, message('notFound', request.lang));
  }
  return course;
}

/** Links to the media of one day that `start` or `finish` has just found open (days.service openDay). */
export function openDayMedia(app: FastifyInstance, request: FastifyRequest, dayId: number) {
  return signedMedia(mediaLinksOf(app.db), holderOf(request), (id) => id === dayId);
}

/**
 * Which parts of a stage `expand` asked for, read off names like `days.lesson_sets`, each after
 * `prefix` (`stages.` in the courses calls). Homework carries its points where the call names
 * `...homework.scores` (the stages call, spec 02 §7); the courses calls have no such name, so
 * there it always does (decision 048).
 */
export function stageParts(expand: readonly string[], prefix = ''): StageParts {
  const has = (name: string) =>
    expand.some((e) => e === `${prefix}${name}` || e.startsWith(`${prefix}${name}.`));
  const scoresNamed = prefix === '';
  return {
    days: has('days')
      ? {
          lessonSets: has('days.lesson_sets'),
          scores: has('days.scores'),
          homeworks: has('days.stage_day_homeworks'),
          homeworkScores: !scoresNamed || has('days.stage_day_homeworks.homework.scores'),
        }
      : undefined,
    stageHomeworks: has('course_stage_homeworks'),
    stageHomeworkScores: !scoresNamed || has('course_stage_homeworks.homework.scores'),
  };
}

/** A course with what `expand` adds (spec 02 §7 Courses). */
export async function expandCourse(
  app: FastifyInstance,
  request: FastifyRequest,
  owned: LearnerCourse,
  expand: readonly string[],
): Promise<Course> {
  const course = expandContent(owned, expand, learnerMedia(app, request, owned));
  if (expand.includes('user_options')) course.user_options = await userOptionsOf(app, owned.streams);
  return course;
}

/** The learner's training option choices in their streams of a course (expand `user_options`). */
async function userOptionsOf(app: FastifyInstance, streams: StreamRow[]) {
  const states = await Promise.all(streams.map((s) => app.learning.streamState(s.id)));
  return states.flatMap((state) =>
    (state?.options ?? []).map((o) => ({
      user_course_stream_id: o.userCourseStreamId,
      training_option_id: o.trainingOptionId,
      training_option_value_id: o.trainingOptionValueId,
    })),
  );
}

/**
 * The course as JSON bytes in pieces, for the courses list (a hot read, ARCHITECTURE §7):
 * everything but the learner's own options and media links is the same for
 * every learner with the same access and open days, so it is validated and
 * serialised once per course version; the links are signed into it per request.
 */
export async function courseJson(
  app: FastifyInstance,
  request: FastifyRequest,
  owned: LearnerCourse,
  expand: readonly string[],
): Promise<Buffer[]> {
  const shared = expand.filter((e) => e !== 'user_options').sort();
  const key = `${owned.restricted ? 'demo' : 'full'}|${owned.open.course}|${owned.open.daysKey}|${shared.join(',')}`;
  let wire = wireOf.get(owned.content);
  if (wire === undefined) {
    wire = new Map();
    wireOf.set(owned.content, wire);
  }
  let cached = wire.get(key);
  if (cached === undefined) {
    const media = placeholderMedia((id) => owned.open.days.has(id));
    cached = mediaTemplate(JSON.stringify(courseSchema.parse(expandContent(owned, shared, media))));
    // One entry per set of open days: learners of one course share few, but nothing may grow unbounded.
    if (wire.size >= 64) wire.clear();
    wire.set(key, cached);
  }
  const chunks = fillMediaTemplate(cached, mediaLinksOf(app.db), holderOf(request));
  if (!expand.includes('user_options')) return chunks;
  // The object ends with "}": the learner's part goes in before it.
  const last = chunks.length - 1;
  chunks[last] = (chunks[last] as Buffer).subarray(0, -1);
  chunks.push(Buffer.from(`,"user_options":${JSON.stringify(await userOptionsOf(app, owned.streams))}}`));
  return chunks;
}

/**
 * Each course version's answers by expansion and open days, built on first use and validated
 * once: a version's content does not change while it is cached (decision 011), and its answers
 * go with it.
 */
const wireOf = new WeakMap<CourseContent, Map<string, MediaTemplate>>();

/** What `expand` adds that is the same for every learner with this access and these open days. */
function expandContent(
  { content, restricted, open: openNow }: LearnerCourse,
  expand: readonly string[],
  media: MediaAccess,
): Course {
  const course = presentCourse(content);
  if (expand.some((e) => e === 'stages' || e.startsWith('stages.'))) {
    const parts = stageParts(expand, 'stages.');
    course.stages = content.stages.map((s) => presentStage(content, s, parts, media));
  }
  if (expand.includes('lessons')) {
    // Only lessons placed on a day open to the learner keep their video (spec 02 §4, decision 042).
    const open = new Set<number>();
    for (const dayId of openNow.days) {
      for (const set of content.setsByDay.get(dayId) ?? []) {
        for (const entry of content.lessonsBySet.get(set.id) ?? []) open.add(entry.lessonId);
      }
    }
    course.lessons = content.lessons.map((l) =>
      presentCourseLesson(content, l, open.has(l.id) ? media : null),
    );
  }
  if (expand.includes('documents')) {
    // A day's documents come once the day is open to the learner, the course's while a stream is
    // open; a demo's only with its flag (spec 02 §6).
    const visible =
      restricted && !content.course.isDemoDocumentsAccessible
        ? []
        : content.documents.filter((d) => (d.dayId === null ? openNow.course : openNow.days.has(d.dayId)));
    course.documents = presentDocuments(content, visible, media);
  }
  if (expand.includes('trainingOptions')) course.trainingOptions = presentTrainingOptions(content);
  // The demo video as a file comes with one course (`GET /courses/{id}`); lists carry its id.
  if (expand.includes('demo_video')) {
    const id = content.course.demoVideoFileId;
    course.demo_video = id === null || !openNow.course ? null : presentFile(content.fileById.get(id), media);
  }
  if (expand.includes('course_options')) course.course_options = presentTrainingOptions(content);
  if (expand.includes('stage_day_homeworks')) course.stage_day_homeworks = presentCourseDayHomeworks(content);
  return course;
}
