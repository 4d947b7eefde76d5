import type { Language } from '@cp/contract';

/** Stream freeze (spec 02 §4, decision 043): the texts a person reads, in ru, en and es; lib/messages.ts spreads them into its catalogue. */
export const freezeMessages = {
  freezeEndBeforeStart: {
    ru: 'Дата окончания заморозки должна быть позже даты начала.',
    en: 'The freeze must end after it starts.',
    es: 'La congelación debe terminar después de empezar.',
  },
  freezePast: {
    ru: 'Заморозка не может начаться в прошлом.',
    en: 'A freeze cannot start in the past.',
    es: 'Una congelación no puede empezar en el pasado.',
  },
  freezeTooLong: {
    ru: 'Заморозка не может быть длиннее {days} дн.',
    en: 'A freeze cannot be longer than {days} days.',
    es: 'Una congelación no puede durar más de {days} días.',
  },
  freezeAfterEnd: {
    ru: 'Заморозка должна начаться до окончания доступа к курсу.',
    en: 'A freeze must start before access to the course ends.',
    es: 'La congelación debe empezar antes de que termine el acceso al curso.',
  },
  freezeOverlap: {
    ru: 'На эти даты уже есть заморозка.',
    en: 'These dates overlap another freeze.',
    es: 'Estas fechas coinciden con otra congelación.',
  },
  freezeNotAllowed: {
    ru: 'Этот курс нельзя заморозить.',
    en: 'This course cannot be frozen.',
    es: 'Este curso no se puede congelar.',
  },
  freezeNotStarted: {
    ru: 'Курс ещё не начался — замораживать пока нечего.',
    en: 'The course has not started yet, so there is nothing to freeze.',
    es: 'El curso aún no ha empezado, así que no hay nada que congelar.',
  },
  freezeNothingToCancel: {
    ru: 'Нет заморозки, которую можно отменить.',
    en: 'There is no freeze to cancel.',
    es: 'No hay ninguna congelación que cancelar.',
  },
} satisfies Record<string, Record<Language, string>>;
