import type { Language } from '@cp/contract';

/** Days and lessons: what opens when, and what a learner may mark (spec 02 §4-5): the texts a person reads, in ru, en and es; lib/messages.ts spreads them into its catalogue. */
export const daysMessages = {
  streamNotStarted: {
    ru: 'Курс ещё не начался: доступ откроется {date}.',
    en: 'The course has not started yet: access opens on {date}.',
    es: 'El curso aún no ha comenzado: el acceso se abre el {date}.',
  },
  streamFrozen: {
    ru: 'Курс заморожен до {date}.',
    en: 'The course is frozen until {date}.',
    es: 'El curso está congelado hasta el {date}.',
  },
  streamStopped: {
    ru: 'Доступ к курсу приостановлен.',
    en: 'Access to the course is paused.',
    es: 'El acceso al curso está en pausa.',
  },
  streamEnded: {
    ru: 'Доступ к курсу закончился {date}.',
    en: 'Access to the course ended on {date}.',
    es: 'El acceso al curso terminó el {date}.',
  },
  dayLockedDemo: {
    ru: 'Этот день доступен в полной версии курса.',
    en: 'This day is available in the full version of the course.',
    es: 'Este día está disponible en la versión completa del curso.',
  },
  dayNotOpenYet: {
    ru: 'Этот день откроется {date}.',
    en: 'This day opens on {date}.',
    es: 'Este día se abre el {date}.',
  },
  dayTimeDelay: {
    ru: 'Этот день откроется через некоторое время после завершения предыдущего.',
    en: 'This day opens some time after the previous day is finished.',
    es: 'Este día se abre un tiempo después de terminar el anterior.',
  },
  stageClosed: {
    ru: 'Этап откроется, когда будет сдано обязательное домашнее задание предыдущего этапа.',
    en: 'This stage opens once the required homework of the previous stage is handed in.',
    es: 'Esta etapa se abre cuando se entregue la tarea obligatoria de la etapa anterior.',
  },
  dayFinishTooEarly: {
    ru: 'Чтобы завершить день, посмотрите уроки: осталось {minutes} мин.',
    en: 'Watch the lessons to finish the day: {minutes} min left.',
    es: 'Vea las lecciones para terminar el día: faltan {minutes} min.',
  },
  dayNotInCourse: {
    ru: 'Этот день не входит в курс.',
    en: 'This day is not part of the course.',
    es: 'Este día no forma parte del curso.',
  },
  lessonNotInDay: {
    ru: 'Этот урок не входит в этот день.',
    en: 'This lesson is not part of this day.',
    es: 'Esta lección no forma parte de este día.',
  },
  dayStatusMismatch: {
    ru: 'Статус дня не относится к этому дню.',
    en: 'The day status does not belong to this day.',
    es: 'El estado del día no corresponde a este día.',
  },
  viewedTooLong: {
    ru: 'Время просмотра больше времени, прошедшего с прошлой записи.',
    en: 'The viewing time is longer than the time since the previous record.',
    es: 'El tiempo de visualización supera el tiempo transcurrido desde el registro anterior.',
  },
  // Issue 12, decision 067: a write replayed from a device's queue carries a UUID it made.
  idempotencyKeyInvalid: {
    ru: 'Ключ идемпотентности должен быть UUID.',
    en: 'The idempotency key must be a UUID.',
    es: 'La clave de idempotencia debe ser un UUID.',
  },
  idempotencyKeyReused: {
    ru: 'Этот ключ идемпотентности уже использован для другого запроса.',
    en: 'This idempotency key was already used for another request.',
    es: 'Esta clave de idempotencia ya se usó para otra solicitud.',
  },
} satisfies Record<string, Record<Language, string>>;
