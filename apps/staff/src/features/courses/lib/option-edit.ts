import type { ConsoleManifest } from '@cp/contract';

type TrainingOption = NonNullable<ConsoleManifest['training_options']>[number];

/** A lesson's option values name `option:value`; dropping one from the options drops it from lessons. */
const dropValues = (m: ConsoleManifest, gone: (value: string) => boolean): ConsoleManifest => ({
  ...m,
  lessons: (m.lessons ?? []).map((l) =>
    l.option_values ? { ...l, option_values: l.option_values.filter((v) => !gone(v)) } : l,
  ),
});

export function updateOption(
  m: ConsoleManifest,
  i: number,
  change: Partial<TrainingOption>,
): ConsoleManifest {
  return {
    ...m,
    training_options: (m.training_options ?? []).map((o, n) => (n === i ? { ...o, ...change } : o)),
  };
}

/** Removes an option and every lesson's value of it (a value of a missing option blocks publishing). */
export function removeOption(m: ConsoleManifest, i: number): ConsoleManifest {
  const key = m.training_options?.[i]?.key;
  if (key === undefined) return m;
  const next = { ...m, training_options: (m.training_options ?? []).filter((_, n) => n !== i) };
  return dropValues(next, (v) => v.startsWith(`${key}:`));
}

export function removeOptionValue(m: ConsoleManifest, i: number, v: number): ConsoleManifest {
  const option = m.training_options?.[i];
  const value = option?.values[v];
  if (!option || !value) return m;
  const next = updateOption(m, i, { values: option.values.filter((_, n) => n !== v) });
  return dropValues(next, (ov) => ov === `${option.key}:${value.key}`);
}

/** Marks or unmarks a lesson with `option:value`. */
export function setLessonValue(m: ConsoleManifest, x: number, value: string, on: boolean): ConsoleManifest {
  const lessons = m.lessons ?? [];
  return {
    ...m,
    lessons: lessons.map((l, n) => {
      if (n !== x) return l;
      const rest = (l.option_values ?? []).filter((ov) => ov !== value);
      return { ...l, option_values: on ? [...rest, value] : rest };
    }),
  };
}
