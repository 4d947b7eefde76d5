import type { Language } from '@cp/contract';

/**
 * The console's courses area: messages the server writes for people (lib/messages.ts spreads
 * them into its catalogue). Keys start with `courses` so areas never collide.
 */
export const coursesMessages = {
  coursesSlugTaken: {
    ru: 'Этот адрес курса (slug) уже занят в школе.',
    en: 'This course slug is already taken in the school.',
    es: 'Este identificador (slug) de curso ya está en uso en la escuela.',
  },
  coursesStaleRevision: {
    ru: 'Черновик сохранил кто-то другой, пока вы его редактировали. Загрузите его заново.',
    en: 'Someone else saved this draft while you were editing it. Reload it to see their changes.',
    es: 'Otra persona guardó este borrador mientras lo editaba. Vuelva a cargarlo para ver sus cambios.',
  },
  coursesSlugFixed: {
    ru: 'Адрес курса (slug) черновика менять нельзя.',
    en: "A draft's course slug cannot change.",
    es: 'El identificador (slug) del curso de un borrador no puede cambiar.',
  },
  coursesNotImportable: {
    ru: 'Курс нельзя открыть в редакторе: {problem}',
    en: 'The course cannot be opened in the editor: {problem}',
    es: 'El curso no se puede abrir en el editor: {problem}',
  },
  coursesNewStageTitle: { ru: 'Этап 1', en: 'Stage 1', es: 'Etapa 1' },
  coursesNewDayTitle: { ru: 'День 1', en: 'Day 1', es: 'Día 1' },
} satisfies Record<string, Record<Language, string>>;
