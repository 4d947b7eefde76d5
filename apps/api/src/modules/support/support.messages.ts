import type { Language } from '@cp/contract';

/** Support requests (spec 01 §7): the texts a person reads, in ru, en and es; lib/messages.ts spreads them into its catalogue. */
export const supportMessages = {
  supportCategoryUnknown: {
    ru: 'Такой темы обращения нет.',
    en: 'There is no such support topic.',
    es: 'No existe ese tema de soporte.',
  },
  supportTargetRequired: {
    ru: 'Выберите курс, о котором обращение.',
    en: 'Choose the course the request is about.',
    es: 'Elija el curso al que se refiere la solicitud.',
  },
  supportNeedsAccount: {
    ru: 'С этой темой можно обратиться только после входа.',
    en: 'Sign in to send a request on this topic.',
    es: 'Inicie sesión para enviar una solicitud sobre este tema.',
  },
  supportMailSubject: {
    ru: '{school}: обращение в поддержку — {category}',
    en: '{school}: support request — {category}',
    es: '{school}: solicitud de soporte — {category}',
  },
} satisfies Record<string, Record<Language, string>>;
