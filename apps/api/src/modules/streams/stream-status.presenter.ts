import type { StreamStatusExpand, StreamStatusResource } from '@cp/contract';
import { toSeconds } from '../../lib/time.js';
import type { CourseContent } from '../course-content/index.js';
import { type DayAccess, dayAccess, type StreamView, stageIsOpen } from './day-access.js';
import { presentStreamHomeworks } from './stream-homework.js';
import type { StreamChat, StreamState } from './streams.repository.js';

const seconds = (ms: number | null) => (ms === null ? null : Math.floor(ms / 1000));

/**
 * `GET /user-course-streams/{id}/status` (spec 02 §3 "Stream statuses
 * response"): the state of every day and stage, what the learner watched, and
 * where the training stands today, the learner's homework statuses (decision 057);
 * `chat` is the stream's chat side, read only when an expansion asks for it
 * (stream-chat.ts).
 */
export function presentStreamStatus(
  content: CourseContent,
  state: StreamState,
  view: StreamView,
  expand: readonly StreamStatusExpand[],
  chat: StreamChat | null,
): StreamStatusResource {
  const wants = new Set(expand);
  const lastDay = content.days.at(-1)?.dayNumber ?? 0;
  const access = new Map<number, DayAccess>(
    content.days.map((d) => [d.id, dayAccess(content, view, state, d)]),
  );
  // The training day: the first open training day not finished yet.
  const training = content.days.find(
    (d) => !d.dayOfRest && access.get(d.id)?.isOpen && !view.dayStatusByDay.get(d.id)?.finishedAt,
  );
  const calendarDay = Math.min(view.calendarDay, lastDay);
  const result: StreamStatusResource = { id: state.stream.id, status: view.status, currentDay: calendarDay };

  if (wants.has('days')) {
    result.days = content.days.map((d) => {
      const a = access.get(d.id)!;
      const ds = view.dayStatusByDay.get(d.id);
      return {
        id: ds?.id ?? null,
        stage_day_id: d.id,
        stage_id: d.stageId,
        day_number: d.dayNumber,
        status: ds?.finishedAt ? 'finished' : ds ? 'started' : 'not_started',
        is_open: a.isOpen,
        is_open_by_time_delay: a.isOpenByTimeDelay,
        lock: a.lock,
        open_date: seconds(a.openDate),
        started_at: toSeconds(ds?.startedAt),
        finished_at: toSeconds(ds?.finishedAt),
      };
    });
  }
  if (wants.has('stages')) {
    result.stages = content.stages.map((s) => ({
      stage_id: s.id,
      status: stageIsOpen(content, view, state, s.id) ? 'open' : 'close',
    }));
  }
  if (wants.has('lessons')) {
    const dayOfStatus = new Map(state.dayStatuses.map((s) => [s.id, s.dayId]));
    result.lessons = state.lessonStatuses.map((l) => ({
      stage_day_lesson_set_lesson_id: l.lessonSetLessonId,
      stage_day_id: dayOfStatus.get(l.userDayStatusId)!,
      viewed_seconds: l.viewedSeconds,
      play_count: l.playCount,
    }));
  }
  if (wants.has('homeworks')) result.homeworks = presentStreamHomeworks(content, state, view);
  if (wants.has('consultations')) result.consultations = chat?.consultations ?? [];
  if (wants.has('chatChannelMeta')) result.chatChannelMeta = chat?.chatChannelMeta ?? null;
  if (wants.has('current_training_day')) result.current_training_day = training?.dayNumber ?? null;
  if (wants.has('current_training_stage_id')) {
    const today = content.days.find((d) => d.dayNumber >= calendarDay);
    result.current_training_stage_id = training?.stageId ?? today?.stageId ?? content.stages[0]?.id ?? null;
  }
  return result;
}
