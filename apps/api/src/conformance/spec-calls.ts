import type { Shape } from './shape.js';

/**
 * Every call of the spec's call tables (docs/spec/01-shell-and-account.md §7 and
 * docs/spec/02-learning-area.md §7), written from those documents and not from
 * packages/contract: the method, the path, the parameter names the spec gives, and the answer's
 * field names as the spec writes them (server names where it gives them, the snake_case form of
 * a client name it says is converted, its camelCase names where it puts them in an answer).
 * Payloads the spec leaves "not shown" carry our documented choice (docs/spec-gaps.md).
 *
 * `{name}` in a path or query is taken from what earlier answers gave (`keep`), as a client
 * takes ids from the answers it reads; the rows run in order.
 */
export interface SpecCall {
  /** Which document and section names the call. */
  spec: '01 §7' | '02 §7';
  method: 'GET' | 'POST' | 'PUT' | 'DELETE' | 'HEAD';
  path: string;
  query?: Record<string, string>;
  body?: Record<string, unknown>;
  /** The spec sends this call as multipart/form-data. */
  multipart?: boolean;
  /** Who calls: the demo learner (default), a guest, a learner made by sign-up, or the newcomer. */
  as?: 'learner' | 'guest' | 'signedUp' | 'newcomer' | 'appLearner';
  /**
   * `X-App-Type` (web unless named): a sign-in ends the learner's other sessions of its app type
   * (decision 020), so the suite's own sign-in of the demo learner comes from the mobile app.
   */
  appType?: 'web' | 'mobile';
  /** The school: the first demo school (default) or the second (anonymous sign-in on). */
  school?: 'mindful' | 'facefit';
  status: number;
  /** The answer is a list of this shape (checked on every item), or one object of it. */
  list?: Shape;
  answer?: Shape;
  /** A list: the four `x-pagination-*` headers must come. */
  paged?: boolean;
  /** A list the spec's client reads without paging: every row comes without `per-page`. */
  whole?: boolean;
  /** The answer is an error: `{name, message, code, status}`, or 422 `[{field, message}]`. */
  error?: 'http' | 'validation';
  /** Ids the later rows need, read from this answer. */
  keep?: (answer: unknown, ctx: Record<string, string>) => void;
  /** What the answer's values must mean, where the spec says (returns what is wrong, or null). */
  means?: (answer: unknown) => string | null;
}

type Row = Record<string, unknown>;
const first = (answer: unknown) => (answer as Row[])[0] as Row;

/** spec 01 §3 User, in the server names the spec gives. */
const user: Shape = {
  id: 'number',
  email: 'string|null',
  name: 'string|null',
  last_name: 'string|null',
  city: 'string|null',
  gender: 'string|null',
  phone: 'string|null',
  birthday: 'string|null',
  instagram_id: 'string|null',
  disable_notification: '0|1',
  timezone: 'string|null',
  locale: 'string|null',
  language_code: 'string|null',
  status: 'number',
  avatar: 'string|null',
  avatar_file_id: 'number|null',
  is_require_update_password: 'boolean|0|1',
  is_require_update_profile: 'boolean|0|1',
};
/** spec 01 §3: "language_code (ru maps to ru-RU, en to en-US, es to es-ES)". */
const languageTag = (answer: unknown) => {
  const code = (answer as Row).language_code;
  return code === null || ['ru-RU', 'en-US', 'es-ES'].includes(code as string)
    ? null
    : `language_code ${JSON.stringify(code)} is none of ru-RU, en-US, es-ES`;
};
const auth: Shape = { success: 'boolean', data: { token: 'string', user: 'object' } };
/** spec 02 §3 Chat message. */
const chatMessage: Shape = {
  id: 'number',
  message: 'string',
  is_viewed: 'boolean|0|1',
  created_at: 'number',
  updated_at: 'number',
  employee: 'object|null',
  files: 'array',
  user_id: 'number',
  dialog_id: 'number',
};
/** spec 02 §3 Chat. */
const chat: Shape = {
  id: 'number',
  title: 'string',
  streamId: 'number',
  messages: [chatMessage],
  isExpertMessageEnable: 'boolean',
  stream_start_date: 'number|null',
  stream_end_date: 'number|null',
  avatar: 'string|null',
};
/** spec 02 §3 Consultation. */
const consultation: Shape = {
  id: 'number',
  chatChannelId: 'number',
  status: 'string',
  startMessageId: 'number',
  endMessageId: 'number|null',
  amount: 'number',
};
/** spec 02 §3 User course stream: the server names the spec converts (seconds). */
const stream: Shape = {
  id: 'number',
  status: 'string',
  progress: 'object',
  start_date: 'number|null',
  end_date: 'number|null',
  message_expires_date: 'number|null',
  mobile_access: 'boolean|0|1',
  course_version: 'number',
  chat_status: 'string|null',
};
/** spec 02 §3 Payment subscription: interval from `period`, period from its count. */
const subscriptionFields: Shape = {
  id: 'number',
  status: 'string',
  title: 'string',
  period: 'string',
  period_count: 'number',
};
/** With expand=cancelPopupText. */
const subscription: Shape = { ...subscriptionFields, cancelPopupText: 'string|null' };
const streamStatus: Shape = {
  stages: 'array',
  days: 'array',
  lessons: 'array',
  homeworks: 'array',
  consultations: [consultation],
  chatChannelMeta: 'object|null',
  currentDay: 'number',
  current_training_stage_id: 'number|null',
  current_training_day: 'number|null',
};
/** spec 02 §3 Homework status, in the server names of its fields. */
const userHomework: Shape = {
  id: 'number',
  target_id: 'number',
  target_type: 'string',
  status: 'string',
  created_at: 'number',
  updated_at: 'number',
  is_locked: 'boolean|0|1',
  scores: 'number|object|null',
};
const dayStatus: Shape = { id: 'number', stage_day_id: 'number' };

export const SPEC_CALLS: SpecCall[] = [
  // --- spec 01 §7 ----------------------------------------------------------------------------
  {
    spec: '01 §7',
    method: 'POST',
    path: '/auth/login',
    as: 'guest',
    appType: 'mobile',
    body: { email: 'learner@demo.school', password: 'demo1234' },
    status: 200,
    answer: auth,
  },
  {
    spec: '01 §7',
    method: 'POST',
    path: '/auth/login',
    as: 'guest',
    body: { email: 'learner@demo.school', password: 'wrong-password' },
    status: 200,
    // A failed login: the client throws `errors`, keyed by field with message lists.
    answer: { success: 'boolean', errors: { password: 'array' } },
  },
  {
    spec: '01 §7',
    method: 'POST',
    path: '/auth/validate-signup-form',
    as: 'guest',
    body: { email: 'learner@demo.school' },
    status: 200,
    // Taken: the error comes under signupform-email (spec 01 §5).
    answer: { success: 'boolean', errors: { 'signupform-email': 'array' } },
  },
  {
    spec: '01 §7',
    method: 'POST',
    path: '/auth/signup-by-email',
    multipart: true,
    as: 'guest',
    body: {
      username: 'conformance@demo.school',
      email: 'conformance@demo.school',
      password: 'conformance-1',
      password_repeat: 'conformance-1',
      timezone: 'Europe/Madrid',
    },
    status: 200,
    answer: auth,
    keep: (a, ctx) => {
      ctx.signedUpToken = ((a as Row).data as Row).token as string;
    },
  },
  {
    spec: '01 §7',
    method: 'POST',
    path: '/auth/validate-signup-form',
    as: 'guest',
    school: 'facefit',
    body: { app_id: 'conformance-device-1' },
    status: 200,
    answer: { success: 'boolean' },
  },
  {
    spec: '01 §7',
    method: 'POST',
    path: '/auth/signup-by-app-id',
    multipart: true,
    as: 'guest',
    school: 'facefit',
    body: { app_id: 'conformance-device-1', password: 'derived-1234', password_repeat: 'derived-1234' },
    status: 200,
    answer: auth,
  },
  {
    spec: '01 §7',
    method: 'POST',
    path: '/auth/login-by-app-id',
    as: 'guest',
    school: 'facefit',
    body: { app_id: 'conformance-device-1', password: 'derived-1234' },
    status: 200,
    answer: auth,
  },
  {
    spec: '01 §7',
    method: 'POST',
    path: '/auth/request-password-reset',
    as: 'guest',
    body: { email: 'nobody@demo.school' },
    status: 200,
    answer: { success: 'boolean' },
  },
  { spec: '01 §7', method: 'GET', path: '/user', status: 200, answer: user, means: languageTag },
  {
    spec: '01 §7',
    method: 'GET',
    path: '/user',
    query: {
      expand:
        'scores_amount,viewed_hours,completed_courses,completed_tasks,viewed_lessons,referral_orders,cashback,discount_for_referral,link_jumps,user_external_auths',
    },
    status: 200,
    answer: {
      ...user,
      scores_amount: 'number',
      viewed_hours: 'number',
      completed_courses: 'number',
      completed_tasks: 'number',
      viewed_lessons: 'number',
      referral_orders: 'number',
      cashback: 'number',
      discount_for_referral: 'number',
      link_jumps: 'number',
      user_external_auths: [{ id: 'number', source: 'string' }],
    },
  },
  {
    spec: '01 §7',
    method: 'GET',
    path: '/user',
    // Yii ignores an expand name it does not know.
    query: { expand: 'scores_amount,no_such_relation' },
    status: 200,
    answer: { ...user, scores_amount: 'number' },
  },
  {
    spec: '01 §7',
    method: 'POST',
    path: '/user',
    multipart: true,
    as: 'signedUp',
    // The payload carries only the fields present; language_code as the server name (ru-RU).
    body: { name: 'Conformance', last_name: 'Client', language_code: 'en-US', disable_notification: '1' },
    status: 200,
    answer: user,
    means: (a) => ((a as Row).disable_notification === 1 ? languageTag(a) : 'disable_notification is not 1'),
  },
  {
    spec: '01 §7',
    method: 'POST',
    path: '/user/notification',
    as: 'signedUp',
    body: { disable_notification: 0 },
    status: 200,
  },
  {
    spec: '01 §7',
    method: 'POST',
    path: '/user/avatar',
    as: 'signedUp',
    body: { avatar_file_id: 2_000_000_000 },
    // A file that is not the learner's: the error in the spec's shape.
    status: 404,
    error: 'http',
  },
  {
    spec: '01 §7',
    method: 'POST',
    path: '/user/update-password',
    as: 'signedUp',
    body: { current_password: 'conformance-1', password: 'conformance-2', password_repeat: 'conformance-2' },
    status: 200,
  },
  {
    spec: '01 §7',
    method: 'POST',
    path: '/user/update-password',
    as: 'signedUp',
    body: { current_password: 'conformance-2', password: 'x', password_repeat: 'y' },
    status: 422,
    error: 'validation',
  },
  {
    spec: '01 §7',
    method: 'POST',
    path: '/user/update-user',
    as: 'signedUp',
    body: { email: 'conformance-2@demo.school' },
    status: 200,
  },
  {
    spec: '01 §7',
    method: 'GET',
    path: '/user-external-auth',
    status: 200,
    list: { id: 'number', source: 'string' },
  },
  {
    spec: '01 §7',
    method: 'DELETE',
    path: '/user-external-auths/{noSuchId}',
    status: 404,
    error: 'http',
  },
  { spec: '01 §7', method: 'GET', path: '/user-score/amount', status: 200, answer: { amount: 'number' } },
  {
    spec: '01 §7',
    method: 'GET',
    path: '/user-score',
    query: { page: '1' },
    status: 200,
    paged: true,
    list: { amount: 'integer', updated_at: 'number' },
    // spec 01 §3: the client stores the amount absolute and reads add/debit off its sign, so a
    // debit must come below 0 (our `type` beside it says which each entry is).
    means: (a) => {
      const wrong = (a as Row[]).find((e) => (e.type === 'debit') !== (e.amount as number) <= 0);
      return wrong ? `entry ${JSON.stringify(wrong)} reads as the other kind by its sign` : null;
    },
  },
  {
    spec: '01 §7',
    method: 'GET',
    path: '/banners',
    status: 200,
    list: {
      id: 'number',
      sort: 'number',
      title: 'string|null',
      file: 'object|null',
      platforms: 'array',
      positions: 'array',
      course_ids: 'array',
      community_ids: 'array',
      application_ids: 'array',
      stage_day_ids: 'array',
    },
  },
  {
    spec: '01 §7',
    method: 'GET',
    path: '/community',
    status: 200,
    list: { id: 'number', type: 'string|number' },
  },
  {
    spec: '01 §7',
    method: 'GET',
    path: '/support-category',
    query: { sort: 'id' },
    status: 200,
    list: { id: 'number', sort: 'number', target_product: 'number' },
    keep: (a, ctx) => {
      const list = a as Row[];
      ctx.productCategoryId = String(list.find((c) => c.target_product === 1)?.id);
      ctx.plainCategoryId = String(list.find((c) => c.target_product !== 1 && !c.requireProduct)?.id);
    },
    means: (a) =>
      (a as Row[]).some((c) => c.target_product === 1) ? null : 'no category targets a product with 1',
  },
  { spec: '01 §7', method: 'GET', path: '/schedule', status: 200, answer: { repeatDays: 'object' } },
  {
    spec: '01 §7',
    method: 'PUT',
    path: '/schedule/update',
    // spec 01 names weekdays mon..sun, spec 02 §3 weekday numbers: both are taken.
    body: { repeatDays: { mon: ['08:00'], 3: ['19:30'] } },
    status: 200,
    answer: { repeatDays: 'object' },
    means: (a) => {
      const days = (a as { repeatDays: Record<string, string[]> }).repeatDays;
      return days.mon?.[0] === '08:00' && days.wed?.[0] === '19:30' ? null : `saved ${JSON.stringify(days)}`;
    },
  },
  {
    spec: '01 §7',
    method: 'GET',
    path: '/external-application-config',
    status: 200,
    answer: { version: 'number' },
  },

  // --- spec 02 §7: courses, streams -------------------------------------------------------------
  {
    spec: '02 §7',
    method: 'GET',
    path: '/user-course-streams',
    status: 200,
    paged: true,
    whole: true,
    list: stream,
    keep: (a, ctx) => {
      const open = (a as Row[]).find((s) => s.status === 'open') ?? first(a);
      ctx.streamId = String(open.id);
      ctx.courseId = String(open.course_id ?? open.courseId);
    },
  },
  {
    spec: '02 §7',
    method: 'GET',
    path: '/user-course-streams',
    query: { fields: 'id,status', expand: 'course', 'filter[id][]': '{streamId}' },
    status: 200,
    paged: true,
    list: { id: 'number', status: 'string' },
    means: (a) => ((a as Row[]).length === 1 ? null : `filter[id][] gave ${(a as Row[]).length} streams`),
  },
  { spec: '02 §7', method: 'GET', path: '/user-course-streams/{streamId}', status: 200, answer: stream },
  {
    spec: '02 §7',
    method: 'GET',
    path: '/courses',
    query: { expand: 'stages.days.lesson_sets,course_options,user_options,stage_day_homeworks' },
    status: 200,
    paged: true,
    whole: true,
    list: {
      id: 'number',
      title: 'string',
      created_at: 'number',
      updated_at: 'number',
      stages: [{ id: 'number', sort: 'number', days: [{ id: 'number', lesson_sets: 'array' }] }],
    },
  },
  {
    spec: '02 §7',
    method: 'GET',
    path: '/courses/{courseId}',
    query: { expand: 'trainingOptions,stages.course_stage_homeworks,stages.days,lessons,documents' },
    status: 200,
    answer: {
      id: 'number',
      title: 'string',
      stages: [{ id: 'number', sort: 'number', days: 'array', course_stage_homeworks: 'array' }],
      lessons: 'array',
      documents: 'array',
    },
    keep: (a, ctx) => {
      const stage = ((a as Row).stages as Row[])[0]!;
      ctx.stageId = String(stage.id);
      ctx.dayId = String((stage.days as Row[])[0]!.id);
    },
  },
  {
    spec: '02 §7',
    method: 'GET',
    path: '/courses/{courseId}',
    // "it can also take fields=id,documents": the same call, narrowed.
    query: { expand: 'documents', fields: 'id,documents' },
    status: 200,
    answer: { id: 'number', documents: 'array' },
  },
  {
    spec: '02 §7',
    method: 'GET',
    path: '/courses/versions',
    status: 200,
    list: { id: 'number', version: 'number' },
  },
  {
    spec: '02 §7',
    method: 'GET',
    path: '/courses/{courseId}/stages',
    query: { expand: 'days.scores,days.stage_day_homeworks,course_stage_homeworks' },
    status: 200,
    paged: true,
    whole: true,
    list: { id: 'number', sort: 'number', days: [{ id: 'number', scores: 'number|null' }] },
  },
  {
    spec: '02 §7',
    method: 'GET',
    path: '/courses/{courseId}/stages/{stageId}/days',
    status: 200,
    paged: true,
    whole: true,
    list: { id: 'number', finish_total_time: 'number', required_to_complete: '0|1' },
  },
  {
    spec: '02 §7',
    method: 'GET',
    path: '/courses/{courseId}/stages/{stageId}/days/{dayId}',
    query: { expand: 'lesson_sets' },
    status: 200,
    answer: {
      id: 'number',
      finish_total_time: 'number',
      required_to_complete: '0|1',
      lesson_sets: [{ sort: 'number', lessons: [{ id: 'number', sort: 'number', title: 'string' }] }],
    },
    keep: (a, ctx) => {
      const lesson = (((a as Row).lesson_sets as Row[])[0]?.lessons as Row[] | undefined)?.[0];
      if (lesson) ctx.lessonSetLessonId = String(lesson.id);
    },
  },
  {
    spec: '02 §7',
    method: 'GET',
    path: '/user-course-streams/{streamId}/status',
    query: {
      expand:
        'days,homeworks,stages,lessons,consultations,chatChannelMeta,current_training_stage_id,current_training_day',
    },
    status: 200,
    answer: streamStatus,
  },
  {
    spec: '02 §7',
    method: 'POST',
    path: '/user-course-streams/{streamId}/user-day-status/{dayId}/start',
    query: { expand: 'day.scores' },
    status: 200,
    answer: { ...dayStatus, day: { scores: 'number|null' } },
    keep: (a, ctx) => {
      ctx.dayStatusId = String((a as Row).id);
    },
  },
  {
    spec: '02 §7',
    method: 'POST',
    path: '/save-lesson-stat',
    body: {
      stage_day_id: '{dayId}',
      user_course_stream_id: '{streamId}',
      stage_day_lesson_set_lesson_id: '{lessonSetLessonId}',
      viewed_seconds: 1,
      play_count: 1,
      day_status: '{dayStatusId}',
    },
    status: 200,
    // spec 02 §8: an answer without dayStatusId is reported as an error.
    answer: { dayStatusId: 'number' },
  },
  {
    spec: '02 §7',
    method: 'GET',
    path: '/user-course-streams/{streamId}/user-day-status/{dayStatusId}/progress',
    status: 200,
    answer: { id: 'number' },
  },
  {
    spec: '02 §7',
    method: 'POST',
    path: '/user-course-streams/{streamId}/user-day-status/{dayId}/finish',
    query: { expand: 'day.scores' },
    status: 200,
    answer: { ...dayStatus, day: { scores: 'number|null' } },
  },
  {
    spec: '02 §7',
    method: 'POST',
    path: '/user-course-streams/{streamId}/filters',
    body: { filters: {} },
    status: 200,
  },
  {
    spec: '02 §7',
    method: 'POST',
    path: '/user-course-streams/{streamId}/freeze/create',
    body: { start_date: '{today}', end_date: '{inAWeek}' },
    status: 200,
    answer: { start_date: 'number', end_date: 'number', status: 'number' },
  },
  {
    spec: '02 §7',
    method: 'GET',
    path: '/user-course-streams/{streamId}/freeze/cancel',
    status: 200,
    answer: { start_date: 'number', end_date: 'number', status: 'number' },
    means: (a) => ((a as Row).status === 2 ? null : `status ${(a as Row).status}, not 2 Canceled`),
  },

  // --- spec 02 §7: chat, consultations ----------------------------------------------------------
  {
    spec: '02 §7',
    method: 'GET',
    path: '/chats',
    status: 200,
    paged: true,
    whole: true,
    list: chat,
    keep: (a, ctx) => {
      ctx.chatId = String(first(a).id);
    },
  },
  { spec: '02 §7', method: 'GET', path: '/chats/{chatId}', status: 200, answer: chat },
  {
    spec: '02 §7',
    method: 'GET',
    path: '/chats/{chatId}/messages',
    query: { sort: '-created_at', page: '1', 'per-page': '10' },
    status: 200,
    paged: true,
    list: chatMessage,
    keep: (a, ctx) => {
      const expert = (a as Row[]).find((m) => m.employee !== null);
      if (expert) ctx.expertMessageId = String(expert.id);
    },
  },
  {
    spec: '02 §7',
    method: 'POST',
    path: '/chats/{chatId}/messages',
    body: { message: 'A question from a spec client.' },
    status: 201,
    answer: chatMessage,
    keep: (a, ctx) => {
      ctx.messageId = String((a as Row).id);
    },
  },
  {
    spec: '02 §7',
    method: 'PUT',
    path: '/chats/{chatId}/messages/{messageId}',
    body: { message: 'A question from a spec client, edited.' },
    status: 200,
    answer: chatMessage,
  },
  {
    spec: '02 §7',
    method: 'PUT',
    path: '/chats/{chatId}/messages/{expertMessageId}/rating',
    body: { rating: 5 },
    status: 200,
    answer: chatMessage,
  },
  {
    spec: '02 §7',
    method: 'PUT',
    path: '/chats/{chatId}/messages/{expertMessageId}/viewed',
    status: 200,
    answer: chatMessage,
  },
  // --- spec 02 §7: homework ---------------------------------------------------------------------
  {
    spec: '02 §7',
    method: 'GET',
    path: '/user-course-streams/{streamId}/user-homework',
    query: { expand: 'scores' },
    status: 200,
    paged: true,
    whole: true,
    list: userHomework,
  },
  {
    spec: '02 §7',
    method: 'GET',
    path: '/homework',
    query: { expand: 'scores' },
    status: 200,
    paged: true,
    whole: true,
    list: userHomework,
    keep: (a, ctx) => {
      const open =
        (a as Row[]).find((h) => h.can_hand_in === true && h.kind === 'text') ??
        (a as Row[]).find((h) => h.can_hand_in === true);
      if (open) {
        ctx.handInStreamId = String(open.user_course_stream_id);
        ctx.homeworkStatusId = String(open.id);
      }
    },
  },
  {
    spec: '02 §7',
    method: 'POST',
    path: '/user-course-streams/{handInStreamId}/user-homework/{homeworkStatusId}',
    body: { message: 'My answer, written by a spec client.' },
    status: 200,
    answer: { chatMessage: chatMessage, userHomeworkStatus: { id: 'number', status: 'string' } },
  },

  {
    spec: '02 §7',
    method: 'PUT',
    path: '/consultations/updateRating/{noSuchId}',
    body: { rating: 5 },
    status: 404,
    error: 'http',
  },
  {
    spec: '02 §7',
    method: 'GET',
    path: '/online-consultation',
    query: { expand: 'course' },
    status: 200,
    list: { id: 'number', start_date_time: 'number|null', note: 'string|null', phone: 'string|null' },
    keep: (a, ctx) => {
      const item = (a as Row[]).find((v) => v.status === 'available') ?? first(a);
      ctx.videoConsultationId = String(item.id);
    },
  },
  // The answer's shape is not shown (spec 02 §7): a list.
  { spec: '02 §7', method: 'GET', path: '/course/online-consultations', status: 200, list: {} },
  {
    spec: '02 §7',
    method: 'PUT',
    path: '/online-consultation/update',
    query: { id: '{videoConsultationId}' },
    body: { start_date_time: 'not a time', note: 'Evening, please', phone: '+34600000000' },
    // A time that is no time: 422 naming the field.
    status: 422,
    error: 'validation',
  },

  // --- spec 02 §7: extension, offers, purchase, subscriptions --------------------------------
  {
    spec: '02 §7',
    method: 'GET',
    path: '/extend/{streamId}',
    status: 200,
    list: { id: 'number' },
    keep: (a, ctx) => {
      const offer = (a as Row[])[0];
      if (offer) ctx.serviceId = String(offer.course_service_id);
    },
  },
  {
    spec: '02 §7',
    method: 'GET',
    path: '/discount/check/code/{noSuchCode}/course-service/{serviceId}',
    status: 200,
    answer: { success: 'boolean' },
    means: (a) => ((a as Row).success === false ? null : 'an unknown code checked as a success'),
  },
  {
    spec: '02 §7',
    method: 'POST',
    path: '/extend/{streamId}/course-service/{serviceId}',
    body: { phone: '+34600000000', name: 'Anna', email: 'learner@demo.school', promocode: '' },
    status: 200,
    answer: { id: 'number', status: 'string' },
  },
  {
    spec: '02 §7',
    method: 'GET',
    path: '/course-offer/find',
    query: { courseId: '{courseId}', courseOfferRelationTypeId: '1' },
    status: 200,
  },
  {
    spec: '02 §7',
    method: 'GET',
    path: '/course-services',
    query: { expand: 'childs.course,childs.stream,course,stream' },
    status: 200,
    list: { id: 'number' },
  },
  {
    spec: '02 §7',
    method: 'GET',
    path: '/course-services/view',
    query: { id: '{serviceId}', expand: 'childs.course,childs.stream,course,stream' },
    status: 200,
    answer: { id: 'number' },
  },
  {
    spec: '02 §7',
    method: 'GET',
    path: '/payment-subscription',
    query: { expand: 'cancelPopupText' },
    status: 200,
    list: subscription,
    keep: (a, ctx) => {
      ctx.subscriptionId = String(first(a).id);
    },
    means: (a) => (first(a).period === 'month' && first(a).period_count === 1 ? null : 'not every 1 month'),
  },
  {
    spec: '02 §7',
    method: 'GET',
    path: '/payment-subscriptions/{subscriptionId}',
    query: { expand: 'cancelPopupText' },
    status: 200,
    answer: subscription,
  },
  {
    spec: '02 §7',
    method: 'POST',
    path: '/payment-subscriptions/cancel',
    query: { id: '{subscriptionId}' },
    body: { reason_type: 'no_time', reason: 'I have no time this month, sorry.' },
    status: 200,
    answer: subscriptionFields,
    means: (a) => ((a as Row).status === 'canceled' ? null : `status ${(a as Row).status}`),
  },
  {
    spec: '01 §7',
    method: 'POST',
    path: '/order/{demoServiceId}',
    as: 'newcomer',
    query: { token: '{newcomerToken}' },
    status: 200,
    answer: { id: 'number', status: 'string' },
  },

  // --- support, and the account's end -----------------------------------------------------------
  {
    spec: '01 §7',
    method: 'POST',
    path: '/tech-questions',
    body: {
      target_id: '{streamId}',
      support_category_id: '{productCategoryId}',
      name: 'Anna',
      message: 'A question from a spec client.',
    },
    status: 201,
    answer: { id: 'number' },
  },
  {
    spec: '01 §7',
    method: 'POST',
    path: '/tech-questions/auto',
    body: { target_id: '{streamId}', support_category_id: '{productCategoryId}', name: 'Anna' },
    status: 201,
    answer: { id: 'number' },
  },
  {
    spec: '01 §7',
    method: 'POST',
    path: '/tech-questions/anonymous',
    as: 'guest',
    body: {
      email: 'guest@example.com',
      name: 'Guest',
      message: 'A question without an account.',
      support_category_id: '{plainCategoryId}',
    },
    status: 201,
    answer: { id: 'number' },
  },
  { spec: '01 §7', method: 'DELETE', path: '/user', as: 'signedUp', status: 204 },
];

/** The articles feed the brand's community apiUrl names (spec 01 §7, outside the API base). */
export const ARTICLES_CALL = {
  path: '/community-api/api/v1/articles/preview',
  answer: {
    'hydra:member': [
      {
        id: 'number',
        created_at: 'number|string',
        published_at: 'number|string|null',
        preview_image: 'string|null',
        views: 'number',
        sort: 'number',
      },
    ],
  } satisfies Shape,
};
