import type { Language } from '@cp/contract';

/**
 * The console's support-inbox area: messages the server writes for people (lib/messages.ts spreads
 * them into its catalogue). Keys start with `supportInbox` so areas never collide.
 */
export const supportInboxMessages = {
  supportInboxReplySubject: {
    ru: '{school}: ответ на ваше обращение №{id}',
    en: '{school}: a reply to your request #{id}',
    es: '{school}: respuesta a su solicitud n.º {id}',
  },
  supportInboxReplyQuote: {
    ru: 'Вы писали в поддержку {school}:',
    en: 'You wrote to {school} support:',
    es: 'Usted escribió al soporte de {school}:',
  },
  supportInboxNoEmail: {
    ru: 'У обращения нет адреса e-mail: ответить письмом нельзя.',
    en: 'The request has no e-mail address: it cannot be answered by mail.',
    es: 'La solicitud no tiene correo electrónico: no se puede responder por correo.',
  },
  supportInboxAlreadyMailed: {
    ru: 'Этот ответ уже отправлен.',
    en: 'This reply has already been sent.',
    es: 'Esta respuesta ya se ha enviado.',
  },
  supportInboxMailFailed: {
    ru: 'Письмо не отправлено. Повторите позже.',
    en: 'The mail was not sent. Try again later.',
    es: 'El correo no se ha enviado. Inténtelo más tarde.',
  },
} satisfies Record<string, Record<Language, string>>;
