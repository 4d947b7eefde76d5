import type { Language } from '@cp/contract';
import { learnerInviteMessages } from './learner-invite.messages.js';

/**
 * The console's people area: messages the server writes for people (lib/messages.ts spreads
 * them into its catalogue). Keys start with `people` so areas never collide.
 */
export const peopleMessages = {
  ...learnerInviteMessages,
  /** What a blocked learner reads on every sign-in (password, app id, link, social). */
  peopleBlockedSignIn: {
    ru: 'Ваш аккаунт заблокирован администратором школы. Обратитесь в поддержку.',
    en: 'Your account has been blocked by the school administrator. Please contact support.',
    es: 'El administrador de la escuela ha bloqueado su cuenta. Póngase en contacto con soporte.',
  },
  peopleStreamActive: {
    ru: 'У ученика уже есть действующий поток этого курса. Продлите его.',
    en: 'The learner already has an active stream of this course. Extend it instead.',
    es: 'El alumno ya tiene un grupo activo de este curso. Amplíelo en su lugar.',
  },
  peopleEndBeforeStart: {
    ru: 'Дата окончания должна быть позже даты начала.',
    en: 'The end date must be later than the start date.',
    es: 'La fecha de fin debe ser posterior a la de inicio.',
  },
  peopleEndNotLater: {
    ru: 'Новая дата окончания должна быть позже текущей.',
    en: 'The new end date must be later than the current one.',
    es: 'La nueva fecha de fin debe ser posterior a la actual.',
  },
  peopleStreamEnded: {
    ru: 'Поток завершён. Чтобы вернуть доступ, запишите ученика на курс заново.',
    en: 'The stream has ended. To give access again, enrol the learner in the course anew.',
    es: 'El grupo ha terminado. Para volver a dar acceso, inscriba al alumno de nuevo.',
  },
  peopleStreamAlreadyStopped: {
    ru: 'Поток уже остановлен.',
    en: 'The stream is already stopped.',
    es: 'El grupo ya está detenido.',
  },
  peopleStreamNotStopped: {
    ru: 'Поток не остановлен.',
    en: 'The stream is not stopped.',
    es: 'El grupo no está detenido.',
  },
  peopleOverdraw: {
    ru: 'Нельзя списать больше баллов, чем есть на балансе ({balance}).',
    en: 'Cannot debit more points than the balance ({balance}).',
    es: 'No se pueden descontar más puntos que el saldo ({balance}).',
  },
  peopleAlreadyBlocked: {
    ru: 'Аккаунт уже заблокирован.',
    en: 'The account is already blocked.',
    es: 'La cuenta ya está bloqueada.',
  },
  peopleNotBlocked: {
    ru: 'Аккаунт не заблокирован.',
    en: 'The account is not blocked.',
    es: 'La cuenta no está bloqueada.',
  },
} satisfies Record<string, Record<Language, string>>;
