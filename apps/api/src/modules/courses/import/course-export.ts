import { joinLessonTitle } from '@cp/contract';
import type { Db } from '../../../db/client.js';
import type { CourseRows } from '../../course-content/index.js';
import { readCourseRows } from '../courses.repository.js';
import type { CourseManifestInput } from './course-manifest.js';
import { exportVideoConsultations } from './course-video-consultations.js';

type Manifest = CourseManifestInput;
type Stage = Manifest['stages'][number];
type Day = Stage['days'][number];
type Document = NonNullable<Manifest['documents']>[number];

/** The manifest key of a video file on the server: the editor and the learner see the same file. */
export const videoKeyOf = (fileId: number) => `file-${fileId}`;

/**
 * The published course as a manifest (decision 074), so the console can open a course it did not
 * create as a draft: stages, days, lesson sets, lessons, training options, documents, homework,
 * the demo flags and the video consultation offer (decision 114). Videos and document files are
 * named by `file_id` (publishing links them again and copies nothing). What the course sells is
 * left out, so publishing the draft leaves it as it is (decision 064: an absent list changes
 * nothing). Null when the course is not the school's.
 */
export async function exportCourse(db: Db, projectId: number, courseId: number): Promise<Manifest | null> {
  const rows = await readCourseRows(db, courseId);
  if (!rows || rows.course.projectId !== projectId) return null;
  return manifestOf(rows);
}

function manifestOf(r: CourseRows): Manifest {
  const c = r.course;
  const videoFiles = new Set(r.files.filter((f) => f.type === 1).map((f) => f.id));
  const videoRef = (id: number | null) => (id !== null && videoFiles.has(id) ? videoKeyOf(id) : undefined);
  const lessonKey = new Map(r.lessons.map((l) => [l.id, l.key]));
  const homeworkKey = new Map(r.homeworks.map((h) => [h.id, h.key]));
  const valueKey = new Map(
    r.values.map((v) => [v.id, `${r.options.find((o) => o.id === v.trainingOptionId)!.key}:${v.key}`]),
  );
  const placement = (p: { homeworkId: number; isRequired: number; isDemoAccessible: boolean }) => ({
    homework: homeworkKey.get(p.homeworkId)!,
    required: p.isRequired > 0,
    demo: p.isDemoAccessible,
  });
  const documentOf = (d: CourseRows['documents'][number]): Document => ({
    key: d.key,
    title: d.title,
    ...(d.url !== null && { url: d.url }),
    ...(d.fileId !== null && { file_id: d.fileId }),
  });
  const day = (d: CourseRows['days'][number]): Day => ({
    day_number: d.dayNumber,
    title: d.title,
    ...(d.shortDescription !== null && { short_description: d.shortDescription }),
    day_of_rest: d.dayOfRest,
    required_to_complete: d.requiredToComplete,
    finish_total_time: d.finishTotalTime,
    ...(d.timeDelay !== null && { time_delay: d.timeDelay }),
    demo: d.isDemoAccessible,
    scores: d.scores,
    repeat_count: d.repeatCount,
    lesson_sets: r.lessonSets
      .filter((s) => s.dayId === d.id)
      .map((s) => ({
        repeat_count: s.repeatCount,
        user_repeat_range: [s.userRepeatRangeFrom, s.userRepeatRangeTo] as [number, number],
        lessons: r.setLessons.filter((e) => e.lessonSetId === s.id).map((e) => lessonKey.get(e.lessonId)!),
      })),
    documents: r.documents.filter((doc) => doc.dayId === d.id).map(documentOf),
    homeworks: r.dayHomeworks.filter((p) => p.dayId === d.id).map(placement),
  });
  const video = exportVideoConsultations(r.videoConsultationOffer);
  const referenced = [
    c.demoVideoFileId,
    ...r.lessons.flatMap((l) => [
      l.videoFileId,
      l.descriptionVideoFileId,
      l.verticalVideoFileId,
      l.verticalDescriptionVideoFileId,
    ]),
  ].filter((id): id is number => id !== null && videoFiles.has(id));
  return {
    slug: c.slug ?? `course-${c.id}`,
    title: c.title,
    ...(c.shortTitle !== null && { short_title: c.shortTitle }),
    ...(c.category !== null && { category: c.category }),
    ...(c.complexity !== null && { complexity: c.complexity }),
    consultation_limit: c.consultationLimit,
    ...(c.shortDescription !== null && { short_description: c.shortDescription }),
    ...(c.mainImage !== null && { main_image_url: c.mainImage }),
    ...(c.backgroundImage !== null && { background_image_url: c.backgroundImage }),
    ...(videoRef(c.demoVideoFileId) && { demo_video: videoRef(c.demoVideoFileId) }),
    demo: {
      documents: c.isDemoDocumentsAccessible,
      expert_messages: c.isDemoExpertMessageEnabled,
      user_messages: c.isDemoUserMessageEnabled,
      offline: c.isDemoOfflineModeAccessible,
    },
    videos: Object.fromEntries([...new Set(referenced)].map((id) => [videoKeyOf(id), { file_id: id }])),
    training_options: r.options.map((o) => ({
      key: o.key,
      title: o.title,
      values: r.values
        .filter((v) => v.trainingOptionId === o.id)
        .map((v) => ({ key: v.key, title: v.title })),
    })),
    lessons: r.lessons.map((l) => ({
      key: l.key,
      // The import splits a bracketed suffix off into the subtitle (spec 02 §3); joined back here.
      title: joinLessonTitle(l.title, l.subtitle),
      ...(l.description !== null && { description: l.description }),
      ...(l.surveyFormUrl !== null && { survey_form_url: l.surveyFormUrl }),
      ...(videoRef(l.videoFileId) && { video: videoRef(l.videoFileId) }),
      ...(videoRef(l.descriptionVideoFileId) && { description_video: videoRef(l.descriptionVideoFileId) }),
      ...(videoRef(l.verticalVideoFileId) && { vertical_video: videoRef(l.verticalVideoFileId) }),
      ...(videoRef(l.verticalDescriptionVideoFileId) && {
        vertical_description_video: videoRef(l.verticalDescriptionVideoFileId),
      }),
      scores: l.scores,
      option_values: r.lessonValues
        .filter((lv) => lv.lessonId === l.id)
        .map((lv) => valueKey.get(lv.trainingOptionValueId)!)
        .sort(),
    })),
    stages: r.stages.map((s) => ({
      key: s.key,
      title: s.title,
      homeworks: r.stageHomeworks.filter((p) => p.stageId === s.id).map(placement),
      days: r.days.filter((d) => d.stageId === s.id).map(day),
    })),
    documents: r.documents.filter((d) => d.dayId === null).map(documentOf),
    homeworks: r.homeworks.map((h) => ({
      key: h.key,
      title: h.title,
      ...(h.description !== null && { description: h.description }),
      kind: h.kind,
      scores: h.scores,
      // Exercise ids are positions (decision 048); the manifest's keys only need to be unique.
      ...(h.kind === 'exercise' && {
        exercises: [...h.exercises]
          .sort((a, b) => a.id - b.id)
          .map((e) => ({ key: `e${e.id}`, title: e.title })),
      }),
    })),
    ...(video && { video_consultations: video }),
  };
}
