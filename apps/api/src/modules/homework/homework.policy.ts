import type { HandInBody, Language } from '@cp/contract';
import { fieldError } from '../../lib/field-error.js';
import { message } from '../../lib/messages.js';
import { ApiError } from '../../plugins/errors.js';
import type { HomeworkRow } from '../course-content/index.js';
import type { PlacementAccess } from '../streams/index.js';
import type { HandInUploadRow, HomeworkStatusRow } from './homework.repository.js';

/**
 * Who may hand in what (spec 02 §4, §5, §10; decision 057). Each check throws the refusal the
 * learner reads; nothing has been written when one does.
 */

/** A hand-in is taken in NOT_UPLOADED or after a FAIL: under review or accepted is 409. */
export function refuseHandedIn(row: HomeworkStatusRow, lang: Language) {
  if (row.status === 'UPLOADED') throw new ApiError(409, message('homeworkUnderReview', lang));
  if (row.status === 'DONE') throw new ApiError(409, message('homeworkAlreadyAccepted', lang));
}

/** spec 02 §4: demo-locked, or not offered (closed stage or day, stream not open): 403. */
export function refuseClosed(access: PlacementAccess, lang: Language) {
  if (access.locked) throw new ApiError(403, message('homeworkDemoLocked', lang));
  if (!access.offered) throw new ApiError(403, message('homeworkNotOffered', lang));
}

/** An exercise task without exercises cannot be done: the school's mistake (spec 02 §10 text). */
export function refuseMisconfigured(homework: HomeworkRow, lang: Language) {
  if (homework.kind === 'exercise' && homework.exercises.length === 0) {
    throw new ApiError(409, message('homeworkMisconfigured', lang));
  }
}

/** spec 02 §5: what the task needs before the files are looked at: a message, a file, exercises. */
export function checkBody(homework: HomeworkRow, body: HandInBody, lang: Language) {
  // Exercises are chosen only in an exercise task: any other has none to name, and an id stored
  // with its answer would be one the task does not have.
  if (homework.kind !== 'exercise' && body.exercise_ids.length > 0) {
    throw fieldError('exercise_ids.0', message('homeworkExerciseUnknown', lang));
  }
  switch (homework.kind) {
    case 'text':
      if (!body.message) throw fieldError('message', message('homeworkMessageRequired', lang));
      break;
    case 'photo':
    case 'video':
    case 'file':
      if (body.files.length === 0) throw fieldError('files', message('homeworkFileRequired', lang));
      break;
    case 'exercise': {
      if (body.exercise_ids.length === 0) {
        throw fieldError('exercise_ids', message('homeworkExerciseRequired', lang));
      }
      const known = new Set(homework.exercises.map((e) => e.id));
      const unknown = body.exercise_ids.findIndex((id) => !known.has(id));
      if (unknown >= 0) throw fieldError(`exercise_ids.${unknown}`, message('homeworkExerciseUnknown', lang));
      break;
    }
  }
}

/** The files' kinds against the task: a photo task takes images, a video task videos, the rest anything allowed. */
export function checkFileKinds(homework: HomeworkRow, files: HandInUploadRow[], lang: Language) {
  const wanted = homework.kind === 'photo' ? 'image' : homework.kind === 'video' ? 'video' : null;
  if (!wanted) return;
  const wrong = files.findIndex((f) => f.kind !== wanted);
  if (wrong >= 0) {
    throw fieldError(
      `files.${wrong}`,
      message(wanted === 'image' ? 'homeworkPhotosOnly' : 'homeworkVideosOnly', lang),
    );
  }
}

/** spec 02 §3: `user_id` and `dialog_id`, when sent, must be the caller and the stream's chat. */
export function checkAddressing(body: HandInBody, userId: number, chatId: number | null, lang: Language) {
  if (body.user_id !== undefined && body.user_id !== userId) {
    throw fieldError('user_id', message('homeworkNotYourUser', lang));
  }
  if (body.dialog_id !== undefined && body.dialog_id !== chatId) {
    throw fieldError('dialog_id', message('homeworkNotThisChat', lang));
  }
}
