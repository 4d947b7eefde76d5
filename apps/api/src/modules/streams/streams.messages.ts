import type { Language } from '@cp/contract';

/** Streams (spec 02 §4): the texts a person reads, in ru, en and es; lib/messages.ts spreads them into its catalogue. */
export const streamsMessages = {
  // Learning area (spec 02).
  mobileAccessDenied: {
    ru: 'Мобильное приложение недоступно на вашем тарифе. Чтобы подключить его, напишите в отдел продаж: {email}.',
    en: 'The mobile app is not available on your plan. To add it, contact sales: {email}.',
    es: 'La aplicación móvil no está disponible en su plan. Para añadirla, contacte con ventas: {email}.',
  },
  filterUnknownOption: {
    ru: 'У курса нет такого параметра или значения.',
    en: 'The course has no such option or value.',
    es: 'El curso no tiene esa opción o valor.',
  },
} satisfies Record<string, Record<Language, string>>;
