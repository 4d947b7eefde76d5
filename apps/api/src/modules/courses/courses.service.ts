import { type Course, course as courseSchema } from '@cp/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { message } from '../../lib/messages.js';
import { ApiError } from '../../plugins/errors.js';
import type { StreamRow } from '../streams/streams.repository.js';
import type { CourseContent } from './course-content.js';
import {
  type DayParts,
  presentCourse,
  presentCourseLesson,
  presentDocuments,
  presentFile,
  presentStage,
  presentTrainingOptions,
} from './courses.presenter.js';

/** A course as one learner may see it: through their streams of it in this school. */
export interface LearnerCourse {
  content: CourseContent;
  streams: StreamRow[];
  /** Only demo streams without full access: locked days come without video (spec 02 §4). */
  restricted: boolean;
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
  return { content, streams, restricted: streams.every((s) => s.isDemo && !s.courseFullAccess) };
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

/** Which parts `expand` asked for, read off names like `stages.days.lesson_sets`. */
export function expandedParts(expand: readonly string[]) {
  const has = (name: string) => expand.some((e) => e === name || e.startsWith(`${name}.`));
  const days: DayParts | undefined = has('stages.days')
    ? {
        lessonSets: has('stages.days.lesson_sets'),
        scores: has('stages.days.scores'),
        homeworks: has('stages.days.stage_day_homeworks'),
      }
    : undefined;
  return { stages: has('stages'), days, stageHomeworks: has('stages.course_stage_homeworks') };
}

/** A course with what `expand` adds (spec 02 §7 Courses). */
export async function expandCourse(
  app: FastifyInstance,
  owned: LearnerCourse,
  expand: readonly string[],
): Promise<Course> {
  const course = expandContent(owned, expand);
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
 * The course as JSON text, for the courses list (a hot read, ARCHITECTURE §7):
 * everything but the learner's own options is the same for every learner with
 * the same access, so it is validated and serialised once per course version.
 */
export async function courseJson(
  app: FastifyInstance,
  owned: LearnerCourse,
  expand: readonly string[],
): Promise<string> {
  const shared = expand.filter((e) => e !== 'user_options').sort();
  const key = `${owned.restricted ? 'demo' : 'full'}|${shared.join(',')}`;
  let json = owned.content.wire.get(key);
  if (json === undefined) {
    json = JSON.stringify(courseSchema.parse(expandContent(owned, shared)));
    owned.content.wire.set(key, json);
  }
  if (!expand.includes('user_options')) return json;
  // The object ends with "}": the learner's part goes in before it.
  return `${json.slice(0, -1)},"user_options":${JSON.stringify(await userOptionsOf(app, owned.streams))}}`;
}

/** What `expand` adds that is the same for every learner with this access. */
function expandContent({ content, restricted }: LearnerCourse, expand: readonly string[]): Course {
  const course = presentCourse(content);
  const parts = expandedParts(expand);
  if (parts.stages) {
    course.stages = content.stages.map((s) =>
      presentStage(content, s, { days: parts.days, stageHomeworks: parts.stageHomeworks }, restricted),
    );
  }
  if (expand.includes('lessons')) {
    const open = new Set<number>();
    if (restricted) {
      // Only lessons placed on demo-accessible days keep their video.
      for (const day of content.days.filter((d) => d.isDemoAccessible)) {
        for (const set of content.setsByDay.get(day.id) ?? []) {
          for (const entry of content.lessonsBySet.get(set.id) ?? []) open.add(entry.lessonId);
        }
      }
    }
    course.lessons = content.lessons.map((l) =>
      presentCourseLesson(content, l, !restricted || open.has(l.id)),
    );
  }
  if (expand.includes('documents')) {
    const demoDays = new Set(content.days.filter((d) => d.isDemoAccessible).map((d) => d.id));
    const visible = restricted
      ? content.course.isDemoDocumentsAccessible
        ? content.documents.filter((d) => d.dayId === null || demoDays.has(d.dayId))
        : []
      : content.documents;
    course.documents = presentDocuments(content, visible);
  }
  if (expand.includes('trainingOptions')) course.trainingOptions = presentTrainingOptions(content);
  // The demo video as a file comes with one course (`GET /courses/{id}`); lists carry its id.
  if (expand.includes('demo_video')) {
    const id = content.course.demoVideoFileId;
    course.demo_video = id === null ? null : presentFile(content.fileById.get(id));
  }
  if (expand.includes('course_options')) course.course_options = presentTrainingOptions(content);
  if (expand.includes('stage_day_homeworks')) course.stage_day_homeworks = [];
  return course;
}
