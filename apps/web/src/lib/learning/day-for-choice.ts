import { finishSecondsForChoice, lessonMatchesOptions, optionOfValues } from '@cp/contract';
import type { Course, CourseOption, Day } from './api/course';

/**
 * A day as the learner's training option choice shows it (decision 093). The course content is
 * the same for every learner (and kept for offline use as it is); the app hides the lessons of
 * other options, and the finish time follows what is shown, as the server counts it.
 */
export interface DayForChoice {
  /** The day with only the matching lessons (sets left empty dropped) and its finish time for them. */
  day: Day;
  /** Lessons the choice hides. */
  hidden: number;
  /** The options whose choice hides at least one lesson of the day. */
  hidingOptions: CourseOption[];
}

/** The option of every value of the course's training options. */
export function courseOptionOf(course: Pick<Course, 'courseOptions'>): ReadonlyMap<number, number> {
  return optionOfValues(
    course.courseOptions.flatMap((o) =>
      o.trainingLessonOptionValues.map((v) => ({ id: v.id, trainingOptionId: o.id })),
    ),
  );
}

export function dayForChoice(
  course: Pick<Course, 'courseOptions'>,
  day: Day,
  filters: Readonly<Record<string, number>>,
): DayForChoice {
  const optionOf = courseOptionOf(course);
  let hidden = 0;
  let shownSeconds = 0;
  const hiding = new Set<number>();
  const lessonSets = day.lessonSets
    .map((set) => {
      const lessons = set.lessons.filter((lesson) => {
        if (lessonMatchesOptions(lesson.trainingOptionValueIds, filters, optionOf)) {
          shownSeconds += (lesson.delayMs / 1000) * Math.max(1, set.repeatCount);
          return true;
        }
        hidden++;
        for (const [optionKey, valueId] of Object.entries(filters)) {
          if (!lessonMatchesOptions(lesson.trainingOptionValueIds, { [optionKey]: valueId }, optionOf)) {
            hiding.add(Number(optionKey));
          }
        }
        return false;
      });
      return { ...set, lessons };
    })
    .filter((set) => set.lessons.length > 0);
  if (hidden === 0) return { day, hidden, hidingOptions: [] };
  const finishSeconds = finishSecondsForChoice(day.finishTotalTimeMs / 1000, shownSeconds, hidden);
  return {
    day: { ...day, lessonSets, finishTotalTimeMs: finishSeconds * 1000 },
    hidden,
    hidingOptions: course.courseOptions.filter((o) => hiding.has(o.id)),
  };
}

/**
 * The day's note opens the calendar with this set in the location's state, and the calendar's
 * chooser takes the focus (not a `#hash`: the mobile shell's hash history holds the route there).
 */
export const FOCUS_TRAINING_OPTIONS = 'focusTrainingOptions';

/** The course's options the learner has not chosen yet (the app asks, without blocking). */
export const unchosenOptions = (
  course: Pick<Course, 'courseOptions'>,
  filters: Readonly<Record<string, number>>,
): CourseOption[] =>
  course.courseOptions.filter(
    (o) =>
      o.trainingLessonOptionValues.length > 0 &&
      !o.trainingLessonOptionValues.some((v) => v.id === filters[String(o.id)]),
  );
