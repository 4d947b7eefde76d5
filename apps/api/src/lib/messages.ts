import type { Language } from '@cp/contract';
import { accountMessages } from '../modules/account/account.messages.js';
import { authMessages } from '../modules/auth/auth.messages.js';
import { avatarMessages } from '../modules/avatar/avatar.messages.js';
import { bannersMessages } from '../modules/banners/banners.messages.js';
import { certificatesMessages } from '../modules/certificates/certificates.messages.js';
import { chatMessages } from '../modules/chat/chat.messages.js';
import { communityMessages } from '../modules/community/community.messages.js';
import { analyticsMessages } from '../modules/console/analytics/analytics.messages.js';
import { brandMessages } from '../modules/console/brand/brand.messages.js';
import { contentMessages } from '../modules/console/content/content.messages.js';
import { coursesMessages } from '../modules/console/courses/courses.messages.js';
import { mediaMessages } from '../modules/console/media/media.messages.js';
import { peopleMessages } from '../modules/console/people/people.messages.js';
import { supportInboxMessages } from '../modules/console/support-inbox/support-inbox.messages.js';
import { consultationsMessages } from '../modules/consultations/consultations.messages.js';
import { daysMessages } from '../modules/days/days.messages.js';
import { demoMessages } from '../modules/demo/demo.messages.js';
import { freezeMessages } from '../modules/freeze/freeze.messages.js';
import { homeworkMessages } from '../modules/homework/homework.messages.js';
import { mailNotificationsMessages } from '../modules/mail-notifications/mail-notifications.messages.js';
import { paymentsMessages } from '../modules/payments/payments.messages.js';
import { staffPaymentsMessages } from '../modules/payments/staff/staff-payments.messages.js';
import { pointsMessages } from '../modules/points/points.messages.js';
import { pushMessages } from '../modules/push/push.messages.js';
import { referralMessages } from '../modules/referral/referral.messages.js';
import { scheduleMessages } from '../modules/schedule/schedule.messages.js';
import { socialMessages } from '../modules/social/social.messages.js';
import { staffMessages } from '../modules/staff/staff.messages.js';
import { streamsMessages } from '../modules/streams/streams.messages.js';
import { supportMessages } from '../modules/support/support.messages.js';
import { uploadsMessages } from '../modules/uploads/uploads.messages.js';
import { validationMessages } from './validation.messages.js';

/**
 * Messages the server writes for people, in the request's language: the one lookup every area and
 * the error path use. Each area keeps its texts beside its code, in `<area>.messages.ts` (issues 13
 * and 31), a file that imports nothing but the contract and other texts, so this lookup may gather
 * them from below lib without a circle (decision 125). Here stay the texts of the wire format and
 * the plugins, which every area shares. Validation issues without a text of their schema's own get
 * one of `validationMessages` (lib/validation-texts.ts, decision 097).
 */
const catalogue = {
  ...brandMessages,
  ...analyticsMessages,
  ...peopleMessages,
  ...coursesMessages,
  ...mediaMessages,
  ...contentMessages,
  ...supportInboxMessages,
  ...referralMessages,
  ...paymentsMessages,
  ...accountMessages,
  ...authMessages,
  ...avatarMessages,
  ...bannersMessages,
  ...certificatesMessages,
  ...chatMessages,
  ...communityMessages,
  ...consultationsMessages,
  ...daysMessages,
  ...demoMessages,
  ...freezeMessages,
  ...homeworkMessages,
  ...mailNotificationsMessages,
  ...pointsMessages,
  ...pushMessages,
  ...scheduleMessages,
  ...socialMessages,
  ...staffMessages,
  ...staffPaymentsMessages,
  ...streamsMessages,
  ...supportMessages,
  ...uploadsMessages,
  ...validationMessages,
  unauthorized: {
    ru: 'Требуется вход в систему.',
    en: 'Your request was made with invalid credentials.',
    es: 'Se requiere iniciar sesión.',
  },
  notFound: { ru: 'Страница не найдена.', en: 'Page not found.', es: 'Página no encontrada.' },
  unknownDomain: {
    ru: 'Этот адрес не принадлежит ни одной школе.',
    en: 'This address does not belong to any school.',
    es: 'Esta dirección no pertenece a ninguna escuela.',
  },
  internal: {
    ru: 'Внутренняя ошибка сервера.',
    en: 'An internal server error occurred.',
    es: 'Se produjo un error interno del servidor.',
  },
  badRequest: { ru: 'Неверный запрос.', en: 'Bad request.', es: 'Solicitud incorrecta.' },
  payloadTooLarge: {
    ru: 'Слишком большой запрос.',
    en: 'The request body is too large.',
    es: 'El cuerpo de la solicitud es demasiado grande.',
  },
  // Issue 8: a multipart body whose framing is broken (no boundary, cut off) is the caller's fault.
  malformedMultipart: {
    ru: 'Повреждённое тело запроса multipart/form-data.',
    en: 'The multipart/form-data body is malformed.',
    es: 'El cuerpo multipart/form-data está dañado.',
  },
  // Issue 25: a JSON body that does not parse, in our words rather than the parser's.
  malformedJson: {
    ru: 'Тело запроса — не корректный JSON.',
    en: 'The request body is not valid JSON.',
    es: 'El cuerpo de la solicitud no es un JSON válido.',
  },
  unsupportedMediaType: {
    ru: 'Неподдерживаемый тип содержимого.',
    en: 'Unsupported content type.',
    es: 'Tipo de contenido no admitido.',
  },
  // Accounts and sessions (issue 3).
  tooManyRequests: {
    ru: 'Слишком много запросов. Повторите через {minutes} мин.',
    en: 'Too many requests. Try again in {minutes} min.',
    es: 'Demasiadas solicitudes. Inténtelo de nuevo en {minutes} min.',
  },
  serviceNeedsPayment: {
    ru: 'Эту услугу можно оформить только с оплатой.',
    en: 'This service can only be ordered with a payment.',
    es: 'Este servicio solo se puede pedir con un pago.',
  },
  fileLinkInvalid: {
    ru: 'Ссылка на файл неверна или устарела.',
    en: 'The file link is invalid or has expired.',
    es: 'El enlace del archivo no es válido o ha caducado.',
  },
  // Decision 085: the database is down or unreachable; the answer is 503 with Retry-After.
  databaseUnavailable: {
    ru: 'Сервис временно недоступен. Повторите попытку через несколько секунд.',
    en: 'The service is temporarily unavailable. Try again in a few seconds.',
    es: 'El servicio no está disponible temporalmente. Inténtelo de nuevo en unos segundos.',
  },
  // Decision 085: the disk is full while a file is being stored; the answer is 507.
  noRoomForFile: {
    ru: 'Сейчас на сервере нет места для этого файла. Попробуйте позже.',
    en: 'The server has no room for this file now. Try again later.',
    es: 'El servidor no tiene espacio para este archivo ahora. Inténtelo más tarde.',
  },
} satisfies Record<string, Record<Language, string>>;

export type MessageKey = keyof typeof catalogue;

/** The whole catalogue, for its test: every area's text is the one `message` finds. */
export const messageCatalogue: Readonly<Record<MessageKey, Record<Language, string>>> = catalogue;

export function message(
  key: MessageKey,
  lang: Language,
  params: Record<string, string | number> = {},
): string {
  return catalogue[key][lang].replace(/\{(\w+)\}/g, (_, name: string) => String(params[name] ?? ''));
}
