import type {
  courseStageHomeworks,
  courses,
  days,
  documents,
  files,
  homeworks,
  lessonSetLessons,
  lessonSets,
  lessons,
  stageDayHomeworks,
  stages,
  trainingOptions,
  trainingOptionValues,
  videoConsultationOffers,
  videoSubtitles,
  videos,
} from '../../db/schema/index.js';

/**
 * The rows a course's content is made of (spec 02 §3: course, stage, day, lesson set, lesson,
 * file, video, homework), named once for the courses that read them and the streams, days, chat
 * and homework that walk them. Types only: the courses' repository reads them (readCourseRows).
 */

export type CourseRow = typeof courses.$inferSelect;
export type StageRow = typeof stages.$inferSelect;
export type DayRow = typeof days.$inferSelect;
export type LessonSetRow = typeof lessonSets.$inferSelect;
export type SetLessonRow = typeof lessonSetLessons.$inferSelect;
export type LessonRow = typeof lessons.$inferSelect;
export type DocumentRow = typeof documents.$inferSelect;
export type FileRow = typeof files.$inferSelect;
export type VideoRow = typeof videos.$inferSelect;
export type SubtitleRow = typeof videoSubtitles.$inferSelect;
export type TrainingOptionRow = typeof trainingOptions.$inferSelect;
export type TrainingOptionValueRow = typeof trainingOptionValues.$inferSelect;
export type HomeworkRow = typeof homeworks.$inferSelect;
export type CourseStageHomeworkRow = typeof courseStageHomeworks.$inferSelect;
export type StageDayHomeworkRow = typeof stageDayHomeworks.$inferSelect;

export interface CourseRows {
  course: CourseRow;
  stages: StageRow[];
  days: DayRow[];
  lessonSets: LessonSetRow[];
  setLessons: SetLessonRow[];
  lessons: LessonRow[];
  documents: DocumentRow[];
  options: TrainingOptionRow[];
  values: TrainingOptionValueRow[];
  lessonValues: { lessonId: number; trainingOptionValueId: number }[];
  files: FileRow[];
  videos: VideoRow[];
  subtitles: SubtitleRow[];
  homeworks: HomeworkRow[];
  stageHomeworks: CourseStageHomeworkRow[];
  dayHomeworks: StageDayHomeworkRow[];
  /** The course's offers (spec 02 §3 Course `offer_ids`; issue 11). */
  offerIds: number[];
  /** What the course offers of video consultations, or null (decisions 055, 114). */
  videoConsultationOffer: typeof videoConsultationOffers.$inferSelect | null;
}
