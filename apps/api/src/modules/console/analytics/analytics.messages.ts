import type { Language } from '@cp/contract';

/**
 * The console's analytics (issue 32): messages the server writes for people (lib/messages.ts
 * spreads them into its catalogue). Keys start with `analytics` so areas never collide.
 */
export const analyticsMessages = {
  analyticsPeriodHalf: {
    ru: 'Укажите обе даты периода: начало и конец.',
    en: 'Give both dates of the period: its start and its end.',
    es: 'Indique las dos fechas del periodo: el inicio y el final.',
  },
  analyticsPeriodOrder: {
    ru: 'Начало периода должно быть не позже его конца.',
    en: 'The start of the period must not be after its end.',
    es: 'El inicio del periodo no puede ser posterior a su final.',
  },
  analyticsPeriodTooLong: {
    ru: 'Период не может быть длиннее {days} дней.',
    en: 'The period cannot be longer than {days} days.',
    es: 'El periodo no puede ser más largo de {days} días.',
  },
  analyticsCourseNotFound: {
    ru: 'Курс не найден.',
    en: 'Course not found.',
    es: 'Curso no encontrado.',
  },
  // The CSV's column names (analytics-csv.ts): words of the administrator's language, for a
  // spreadsheet, where the screen's JSON keeps the wire's field names.
  analyticsCsvUnit: { ru: 'Период', en: 'Period', es: 'Periodo' },
  analyticsCsvUnitDay: { ru: 'День', en: 'Day', es: 'Día' },
  analyticsCsvUnitWeek: { ru: 'Неделя', en: 'Week', es: 'Semana' },
  analyticsCsvDate: {
    ru: 'Дата (у недели — её понедельник)',
    en: 'Date (of a week, its Monday)',
    es: 'Fecha (de una semana, su lunes)',
  },
  analyticsCsvActiveLearners: { ru: 'Активные ученики', en: 'Active learners', es: 'Alumnos activos' },
  analyticsCsvCourseId: { ru: 'ID курса', en: 'Course ID', es: 'ID del curso' },
  analyticsCsvCourse: { ru: 'Курс', en: 'Course', es: 'Curso' },
  analyticsCsvEnrolments: { ru: 'Записи', en: 'Enrolments', es: 'Inscripciones' },
  analyticsCsvCompletions: { ru: 'Завершения', en: 'Completions', es: 'Finalizaciones' },
  analyticsCsvStageId: { ru: 'ID этапа', en: 'Stage ID', es: 'ID de la etapa' },
  analyticsCsvStage: { ru: 'Этап', en: 'Stage', es: 'Etapa' },
  analyticsCsvDayId: { ru: 'ID дня', en: 'Day ID', es: 'ID del día' },
  analyticsCsvDayNumber: { ru: 'Номер дня', en: 'Day number', es: 'Número del día' },
  analyticsCsvDay: { ru: 'День', en: 'Day', es: 'Día' },
  analyticsCsvStarted: { ru: 'Начали', en: 'Started', es: 'Empezaron' },
  analyticsCsvFinished: { ru: 'Завершили', en: 'Finished', es: 'Terminaron' },
  analyticsCsvCohort: {
    ru: 'Записались за период',
    en: 'Enrolled in the period',
    es: 'Inscritos en el periodo',
  },
  analyticsCsvExpertId: { ru: 'ID эксперта', en: 'Expert ID', es: 'ID del experto' },
  analyticsCsvExpert: { ru: 'Эксперт', en: 'Expert', es: 'Experto' },
  analyticsCsvReviewed: { ru: 'Проверено', en: 'Reviewed', es: 'Revisadas' },
  analyticsCsvWithinPromise: { ru: 'Проверено в срок', en: 'Reviewed in time', es: 'Revisadas a tiempo' },
  analyticsCsvPromiseHours: {
    ru: 'Срок проверки, часов',
    en: 'Promised turnaround, hours',
    es: 'Plazo de revisión, horas',
  },
  analyticsCsvAverageHours: { ru: 'Среднее, часов', en: 'Average, hours', es: 'Media, horas' },
  analyticsCsvMedianHours: { ru: 'Медиана, часов', en: 'Median, hours', es: 'Mediana, horas' },
  analyticsCsvChatOpened: {
    ru: 'Консультации в чате',
    en: 'Chat consultations',
    es: 'Consultas en el chat',
  },
  analyticsCsvVideoOrdered: {
    ru: 'Заказано видеоконсультаций',
    en: 'Video consultations ordered',
    es: 'Videoconsultas pedidas',
  },
  analyticsCsvMonth: { ru: 'Месяц', en: 'Month', es: 'Mes' },
  analyticsCsvServiceId: { ru: 'ID услуги', en: 'Service ID', es: 'ID del servicio' },
  analyticsCsvService: { ru: 'Услуга', en: 'Service', es: 'Servicio' },
  analyticsCsvCurrency: { ru: 'Валюта', en: 'Currency', es: 'Moneda' },
  analyticsCsvPaidCount: { ru: 'Оплачено заказов', en: 'Orders paid', es: 'Pedidos pagados' },
  analyticsCsvPaidAmount: { ru: 'Оплачено, сумма', en: 'Amount paid', es: 'Importe pagado' },
  analyticsCsvRefundedCount: { ru: 'Возвращено заказов', en: 'Orders refunded', es: 'Pedidos reembolsados' },
  analyticsCsvRefundedAmount: { ru: 'Возвращено, сумма', en: 'Amount refunded', es: 'Importe reembolsado' },
  analyticsCsvVisits: { ru: 'Переходы по ссылкам', en: 'Link visits', es: 'Visitas de enlaces' },
  analyticsCsvInvitations: { ru: 'Приглашения', en: 'Invitations', es: 'Invitaciones' },
  analyticsCsvConverted: {
    ru: 'Приглашённые, которые оплатили',
    en: 'Invitees who paid',
    es: 'Invitados que pagaron',
  },
} satisfies Record<string, Record<Language, string>>;
