/**
 * Training options (spec 02 §3 `trainingOptions`, `courseOptions`, `trainingLessonOptionValues`;
 * §7 `POST .../filters`): which lessons of a day a learner's choice shows, decided once here so
 * the server's finish rule and the app's day agree (decision 093).
 */

/** A learner's choice in one stream: training option id (a wire key) -> chosen value id. */
export type TrainingChoice = Readonly<Record<string, number>>;

/** The option each value belongs to, from a course's options and their values. */
export function optionOfValues(
  values: Iterable<{ id: number; trainingOptionId: number }>,
): ReadonlyMap<number, number> {
  const map = new Map<number, number>();
  for (const value of values) map.set(value.id, value.trainingOptionId);
  return map;
}

/**
 * A lesson matches a choice when, for every option the learner chose, the lesson has no value of
 * that option or has the chosen one. An option not chosen filters nothing, and a lesson tagged
 * with no value at all is for everyone.
 */
export function lessonMatchesOptions(
  lessonValueIds: readonly number[],
  choice: TrainingChoice,
  optionOf: ReadonlyMap<number, number>,
): boolean {
  if (lessonValueIds.length === 0) return true;
  for (const [optionKey, chosen] of Object.entries(choice)) {
    const optionId = Number(optionKey);
    // A value the course no longer has (republished since the choice) filters nothing.
    if (optionOf.get(chosen) !== optionId) continue;
    let tagged = false;
    for (const valueId of lessonValueIds) {
      if (optionOf.get(valueId) !== optionId) continue;
      if (valueId === chosen) {
        tagged = false;
        break;
      }
      tagged = true;
    }
    if (tagged) return false;
  }
  return true;
}

/**
 * Seconds of viewing that finish a day for this learner: the day's `finish_total_time`, but never
 * more than the video of the lessons the choice shows when it hides some (a learner cannot watch
 * what is not offered to them). Nothing hidden: the day's own time, as before (decision 012).
 */
export function finishSecondsForChoice(
  finishTotalTime: number,
  shownSeconds: number,
  hiddenLessons: number,
): number {
  return hiddenLessons > 0 ? Math.min(finishTotalTime, Math.round(shownSeconds)) : finishTotalTime;
}
