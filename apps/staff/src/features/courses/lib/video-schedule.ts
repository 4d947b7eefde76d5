import {
  type ConsoleManifest,
  type ConsoleVideoConsultations,
  VIDEO_CONSULTATION_DURATION_DEFAULT,
  VIDEO_CONSULTATION_TIME_PATTERN,
  VIDEO_CONSULTATION_TIMES_PER_DAY_MAX,
  WEEKDAYS,
  type Weekday,
} from '@cp/contract';

/**
 * The course's video consultation offer as the editor changes it (issue 28, decision 114): the
 * manifest's `video_consultations`, apart from `consultation_limit` (the chat's). The server's
 * schema is the authority; these checks only keep a time that cannot be saved out of the list.
 */
export type VideoSchedule = Partial<Record<Weekday, string[]>>;

/** What the form shows: a course without an offer shows 0, the default length and no times. */
export function videoOf(
  m: ConsoleManifest,
): Required<ConsoleVideoConsultations> & { schedule: VideoSchedule } {
  const v = m.video_consultations;
  return {
    count_per_stream: v?.count_per_stream ?? 0,
    duration_minutes: v?.duration_minutes ?? VIDEO_CONSULTATION_DURATION_DEFAULT,
    schedule: v?.schedule ?? {},
  };
}

/**
 * The manifest with the offer changed. An emptied number stays undefined in the manifest, so the
 * server names the field rather than the editor guessing a value.
 */
export function withVideo(
  m: ConsoleManifest,
  patch: {
    count_per_stream?: number | undefined;
    duration_minutes?: number | undefined;
    schedule?: VideoSchedule;
  },
): ConsoleManifest {
  const current = videoOf(m);
  const next = { ...current, ...m.video_consultations, ...patch } as ConsoleVideoConsultations;
  return { ...m, video_consultations: next };
}

export type TimeProblem = 'format' | 'twice' | 'full';

/** Adds a start time to a weekday, kept sorted; or why it cannot be added. */
export function addTime(
  schedule: VideoSchedule,
  day: Weekday,
  time: string,
): { schedule: VideoSchedule } | { problem: TimeProblem } {
  const text = time.trim();
  if (!VIDEO_CONSULTATION_TIME_PATTERN.test(text)) return { problem: 'format' };
  const times = schedule[day] ?? [];
  if (times.includes(text)) return { problem: 'twice' };
  if (times.length >= VIDEO_CONSULTATION_TIMES_PER_DAY_MAX) return { problem: 'full' };
  return { schedule: { ...schedule, [day]: [...times, text].sort() } };
}

/** Removes one start time; a weekday left without times goes from the schedule. */
export function removeTime(schedule: VideoSchedule, day: Weekday, time: string): VideoSchedule {
  const rest = (schedule[day] ?? []).filter((t) => t !== time);
  const next = { ...schedule };
  if (rest.length) next[day] = rest;
  else delete next[day];
  return next;
}

/** Every weekday gets the times of `day` (a school that works the same hours all week). */
export function copyToEveryDay(schedule: VideoSchedule, day: Weekday): VideoSchedule {
  const times = schedule[day] ?? [];
  return times.length ? Object.fromEntries(WEEKDAYS.map((d) => [d, [...times]])) : {};
}
