import type { Language } from '@cp/contract';

/** Consultations in the chat (spec 02 §6): the texts a person reads, in ru, en and es; lib/messages.ts spreads them into its catalogue. */
export const consultationsMessages = {
  consultationRateClosedOnly: {
    ru: 'Оценить можно только завершённую и ещё не оценённую консультацию.',
    en: 'Only a closed consultation that has not been rated yet can be rated.',
    es: 'Solo se puede valorar una consulta cerrada y aún no valorada.',
  },
  consultationAlreadyOpen: {
    ru: 'В этом чате уже открыта консультация.',
    en: 'A consultation is already open in this chat.',
    es: 'Ya hay una consulta abierta en este chat.',
  },
  consultationNotOpen: {
    ru: 'Эта консультация не открыта.',
    en: 'This consultation is not open.',
    es: 'Esta consulta no está abierta.',
  },
  consultationNeedsMessage: {
    ru: 'Консультация начинается с сообщения, а в чате их пока нет.',
    en: 'A consultation starts at a message, and the chat has none yet.',
    es: 'Una consulta empieza en un mensaje y el chat aún no tiene ninguno.',
  },
  consultationLimitReached: {
    ru: 'Платные консультации закончились: использовано {used} из {max}.',
    en: 'No paid consultations left: {used} of {max} used.',
    es: 'No quedan consultas de pago: {used} de {max} usadas.',
  },
} satisfies Record<string, Record<Language, string>>;
