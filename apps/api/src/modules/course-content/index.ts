// The course content's public face (decision 130, decision 132): what other areas, the app, the
// seed and the CLI may call; they import it from here, never from the area's files. It has no
// routes (no mount.ts).
// Offers: the rows a course is made of and its content indexed for the calls that read it
// (CourseContent, built once per course and cached, decision 011), a lesson's video length.
// Uses: no other area. The courses read the rows into it; the streams, days, chat and homework
// walk it, so it stands below them all.

export type { ContentFile, CourseContent } from './course-content.js';
export { buildCourseContent, lessonSeconds } from './course-content.js';
export type {
  CourseRows,
  CourseStageHomeworkRow,
  DayRow,
  DocumentRow,
  HomeworkRow,
  LessonRow,
  StageDayHomeworkRow,
  StageRow,
} from './course-rows.js';
