import type { Language } from '@cp/contract';

/**
 * The referral programme's messages (issue 15, decision 090); lib/messages.ts spreads them into
 * its catalogue. Keys start with `referral` so areas never collide.
 */
export const referralMessages = {
  /** A link's code that is not one of this school's (forged, mistyped, another school's) or a programme that is off. */
  referralCodeUnknown: {
    ru: 'Эта реферальная ссылка недействительна.',
    en: 'This referral link is not valid.',
    es: 'Este enlace de invitación no es válido.',
  },
  /** An invited learner who has given no first name yet: the referrer never sees an e-mail. */
  referralNamelessInvitee: {
    ru: 'Новый ученик',
    en: 'New learner',
    es: 'Nuevo alumno',
  },
} satisfies Record<string, Record<Language, string>>;
