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
} satisfies Record<string, Record<Language, string>>;
