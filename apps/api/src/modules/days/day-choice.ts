import { finishSecondsForChoice, lessonMatchesOptions, optionOfValues } from '@cp/contract';
import type { DayRow } from '../course-content/index.js';
import { type CourseContent, lessonSeconds } from '../course-content/index.js';
import type { StreamState } from '../streams/index.js';

/**
 * A day as the learner's training option choice shows it (decision 093): the lesson set entries it
 * shows, how many it hides, the video seconds of the shown ones and the viewing that finishes it.
 * The course content stays the same for everyone (decision 011); only the finish rule and the
 * counts of the day follow the choice.
 */
export interface DayForChoice {
  shown: Set<number>;
  hidden: number;
  shownSeconds: number;
  finishSeconds: number;
}

/** The learner's choice of the stream, as the wire's `filters` (option id -> value id). */
export const choiceOf = (state: StreamState): Record<string, number> =>
  Object.fromEntries(state.options.map((o) => [String(o.trainingOptionId), o.trainingOptionValueId]));

export function dayForChoice(content: CourseContent, state: StreamState, day: DayRow): DayForChoice {
  const choice = choiceOf(state);
  const optionOf = optionOfValues(content.values);
  const shown = new Set<number>();
  let hidden = 0;
  let shownSeconds = 0;
  for (const set of content.setsByDay.get(day.id) ?? []) {
    for (const entry of content.lessonsBySet.get(set.id) ?? []) {
      if (!lessonMatchesOptions(content.valueIdsByLesson.get(entry.lessonId) ?? [], choice, optionOf)) {
        hidden++;
        continue;
      }
      shown.add(entry.id);
      shownSeconds +=
        lessonSeconds(content.lessonById.get(entry.lessonId), content.fileById) *
        Math.max(1, set.repeatCount);
    }
  }
  return {
    shown,
    hidden,
    shownSeconds: Math.round(shownSeconds),
    finishSeconds: finishSecondsForChoice(day.finishTotalTime, shownSeconds, hidden),
  };
}
