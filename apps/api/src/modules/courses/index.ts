// The courses area's public face (decision 130): what other areas, the app, the seed and the CLI
// may call; they import it from here, never from the area's files. Its routes and plugins are in
// mount.ts.
// Offers: who answers a course (course-experts), reading a course's rows, presenting a course
// and a day, the course import and export. The content they make (CourseContent) is the
// course-content area's, below the courses and the streams (decision 132).
// Uses: course-content, media, streams, tenancy.

export {
  assignExpert,
  courseExpertIds,
  expertCourseIds,
  isCourseExpert,
} from './course-experts.repository.js';
export { presentCourse, presentDay } from './courses.presenter.js';
export { readCourseRows } from './courses.repository.js';
export { openDayMedia } from './courses.service.js';
export { exportCourse } from './import/course-export.js';
export { fileRefProblems } from './import/course-file-refs.js';
export { importCourseFolder } from './import/course-folder.js';
export { importCourse, ManifestError } from './import/course-import.service.js';
export type { CourseManifest, CourseManifestInput } from './import/course-manifest.js';
export { courseManifest } from './import/course-manifest.js';
export { manifestProblems } from './import/course-manifest-checks.js';
export type { MediaStore } from './import/media-store.js';
export { createMediaStore, MediaError } from './import/media-store.js';
