import type {
  CourseRows,
  CourseStageHomeworkRow,
  DayRow,
  FileRow,
  HomeworkRow,
  LessonRow,
  LessonSetRow,
  SetLessonRow,
  StageDayHomeworkRow,
  StageRow,
  SubtitleRow,
  VideoRow,
} from './course-rows.js';

/** A file with its video renditions and subtitles, when it is a video. */
export interface ContentFile extends FileRow {
  video: (VideoRow & { subtitles: SubtitleRow[] }) | null;
}

/**
 * A course's content, indexed for the calls that read it. Built once per
 * course and cached per process (decision 011); nothing in it depends on the
 * learner or the clock.
 */
export interface CourseContent extends CourseRows {
  stageById: Map<number, StageRow>;
  dayById: Map<number, DayRow>;
  daysByStage: Map<number, DayRow[]>;
  setsByDay: Map<number, LessonSetRow[]>;
  lessonsBySet: Map<number, SetLessonRow[]>;
  setLessonById: Map<number, SetLessonRow>;
  lessonById: Map<number, LessonRow>;
  fileById: Map<number, ContentFile>;
  valueIdsByLesson: Map<number, number[]>;
  /** Seconds of video of a day: each lesson's video length times its set's repeat count. */
  videoSecondsByDay: Map<number, number>;
  /** Days that count toward progress (not days of rest). */
  trainingDaysCount: number;
  homeworkById: Map<number, HomeworkRow>;
  /** A stage's own homework and a day's homework, in their order (decision 057). */
  stageHomeworksByStage: Map<number, CourseStageHomeworkRow[]>;
  dayHomeworksByDay: Map<number, StageDayHomeworkRow[]>;
  stageHomeworkById: Map<number, CourseStageHomeworkRow>;
  dayHomeworkById: Map<number, StageDayHomeworkRow>;
  /**
   * Required homework of each stage, its own and its days' (spec 02 §4: the next stage opens
   * once they are handed in; the stage's `request_homeworks`).
   */
  requiredHomeworkByStage: Map<number, RequiredHomework[]>;
}

/** A required homework placement: the target a learner's homework status names. */
export interface RequiredHomework {
  targetType: 'course_stage_homework' | 'stage_day_homework';
  targetId: number;
}

function groupBy<T, K>(rows: T[], key: (row: T) => K): Map<K, T[]> {
  const map = new Map<K, T[]>();
  for (const row of rows) {
    const list = map.get(key(row));
    if (list) list.push(row);
    else map.set(key(row), [row]);
  }
  return map;
}

export function buildCourseContent(rows: CourseRows): CourseContent {
  const subtitlesByVideo = groupBy(rows.subtitles, (s) => s.videoId);
  const videoByFile = new Map(rows.videos.map((v) => [v.fileId, v]));
  const fileById = new Map<number, ContentFile>(
    rows.files.map((f) => {
      const video = videoByFile.get(f.id);
      return [
        f.id,
        { ...f, video: video ? { ...video, subtitles: subtitlesByVideo.get(video.id) ?? [] } : null },
      ];
    }),
  );
  const lessonById = new Map(rows.lessons.map((l) => [l.id, l]));
  const setsByDay = groupBy(rows.lessonSets, (s) => s.dayId);
  const lessonsBySet = groupBy(rows.setLessons, (l) => l.lessonSetId);
  const videoSecondsByDay = new Map<number, number>();
  for (const d of rows.days) {
    let total = 0;
    for (const set of setsByDay.get(d.id) ?? []) {
      for (const entry of lessonsBySet.get(set.id) ?? []) {
        total += lessonSeconds(lessonById.get(entry.lessonId), fileById) * Math.max(1, set.repeatCount);
      }
    }
    videoSecondsByDay.set(d.id, Math.round(total));
  }
  const valueIdsByLesson = new Map<number, number[]>();
  for (const lv of rows.lessonValues) {
    valueIdsByLesson.set(lv.lessonId, [
      ...(valueIdsByLesson.get(lv.lessonId) ?? []),
      lv.trainingOptionValueId,
    ]);
  }
  const dayById = new Map(rows.days.map((d) => [d.id, d]));
  const requiredHomeworkByStage = new Map<number, RequiredHomework[]>();
  const require = (stageId: number, required: RequiredHomework) =>
    requiredHomeworkByStage.set(stageId, [...(requiredHomeworkByStage.get(stageId) ?? []), required]);
  for (const h of rows.stageHomeworks) {
    if (h.isRequired > 0) require(h.stageId, { targetType: 'course_stage_homework', targetId: h.id });
  }
  for (const h of rows.dayHomeworks) {
    const day = dayById.get(h.dayId);
    if (day && h.isRequired > 0) require(day.stageId, { targetType: 'stage_day_homework', targetId: h.id });
  }
  return {
    ...rows,
    homeworkById: new Map(rows.homeworks.map((h) => [h.id, h])),
    stageHomeworksByStage: groupBy(rows.stageHomeworks, (h) => h.stageId),
    dayHomeworksByDay: groupBy(rows.dayHomeworks, (h) => h.dayId),
    stageHomeworkById: new Map(rows.stageHomeworks.map((h) => [h.id, h])),
    dayHomeworkById: new Map(rows.dayHomeworks.map((h) => [h.id, h])),
    requiredHomeworkByStage,
    stageById: new Map(rows.stages.map((s) => [s.id, s])),
    dayById,
    daysByStage: groupBy(rows.days, (d) => d.stageId),
    setsByDay,
    lessonsBySet,
    setLessonById: new Map(rows.setLessons.map((l) => [l.id, l])),
    lessonById,
    fileById,
    valueIdsByLesson,
    videoSecondsByDay,
    trainingDaysCount: rows.days.filter((d) => !d.dayOfRest).length,
  };
}

/** Length of a lesson's main video, seconds (spec 02 §3 Lesson `delay`, "from video length"). */
export function lessonSeconds(lesson: LessonRow | undefined, fileById: Map<number, ContentFile>): number {
  if (!lesson?.videoFileId) return 0;
  const file = fileById.get(lesson.videoFileId);
  return file?.video?.duration ?? file?.duration ?? 0;
}
