/**
 * The homework screens' paths (spec 02 §2: homeworks `/homework`, homework
 * `/homework/{streamId}/{homeworkId}`). `{homeworkId}` is the learner's homework status id
 * (unique per stream, the id a hand-in names; decision 059).
 */
export const HOMEWORKS_PATH = '/homework';

export const homeworkLink = (streamId: number, statusId: number) =>
  `${HOMEWORKS_PATH}/${streamId}/${statusId}`;
