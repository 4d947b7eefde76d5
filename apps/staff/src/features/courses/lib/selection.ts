/**
 * What the editor's form shows: the course, a stage, a day, a lesson, the documents, the homework
 * catalogue, the training options or the video consultations.
 */
export type Selection =
  | { kind: 'course' }
  | { kind: 'stage'; stage: number }
  | { kind: 'day'; stage: number; day: number }
  | { kind: 'lesson'; lesson: number }
  | { kind: 'documents' }
  | { kind: 'homeworks' }
  | { kind: 'options' }
  | { kind: 'videoConsultations' };

/**
 * Where a problem's field lives (its manifest path, `stages.0.days.2.title`): the part of the
 * editor to open so the field can be shown and focused.
 */
export function selectionOf(
  field: string,
  lessonIndexOfVideo?: (key: string) => number | undefined,
): Selection {
  const parts = field.split('.');
  if (parts[0] === 'stages' && parts[1] !== undefined) {
    const stage = Number(parts[1]);
    if (parts[2] === 'days' && parts[3] !== undefined) return { kind: 'day', stage, day: Number(parts[3]) };
    return { kind: 'stage', stage };
  }
  if (parts[0] === 'lessons' && parts[1] !== undefined) return { kind: 'lesson', lesson: Number(parts[1]) };
  if (parts[0] === 'documents') return { kind: 'documents' };
  if (parts[0] === 'homeworks') return { kind: 'homeworks' };
  if (parts[0] === 'training_options') return { kind: 'options' };
  if (parts[0] === 'video_consultations') return { kind: 'videoConsultations' };
  if (parts[0] === 'videos' && parts[1] && lessonIndexOfVideo) {
    const lesson = lessonIndexOfVideo(parts[1]);
    if (lesson !== undefined) return { kind: 'lesson', lesson };
  }
  return { kind: 'course' };
}

export const sameSelection = (a: Selection, b: Selection) => JSON.stringify(a) === JSON.stringify(b);
