import type { Language } from '@cp/contract';

/** Web Push: subscriptions and the texts of the notifications: the texts a person reads, in ru, en and es; lib/messages.ts spreads them into its catalogue. */
export const pushMessages = {
  pushEndpointInsecure: {
    ru: 'Адрес службы push должен начинаться с https://.',
    en: 'The push service address must start with https://.',
    es: 'La dirección del servicio push debe empezar por https://.',
  },
  // Issue 8: a subscription is not moved to someone who only knows its endpoint.
  pushEndpointTaken: {
    ru: 'Эта подписка на уведомления принадлежит другому пользователю.',
    en: 'This notification subscription belongs to someone else.',
    es: 'Esta suscripción a notificaciones pertenece a otra persona.',
  },
  // Web Push "your expert answered" (issue 9 "Live", decision 056).
  chatPushTitle: {
    ru: 'Ответ эксперта — {name}',
    en: 'Your expert answered — {name}',
    es: 'Respuesta de tu experto — {name}',
  },
  chatPushAttachment: { ru: 'Вложение', en: 'Attachment', es: 'Archivo adjunto' },
  homeworkPushDoneTitle: {
    ru: 'Домашнее задание принято',
    en: 'Homework accepted',
    es: 'Tarea aceptada',
  },
  homeworkPushFailTitle: {
    ru: 'Домашнее задание отправлено на доработку',
    en: 'Homework sent back for rework',
    es: 'Tarea devuelta para rehacer',
  },
  homeworkPushDoneBody: { ru: '«{title}».', en: '"{title}".', es: '«{title}».' },
  homeworkPushDoneBodyScores: {
    ru: '«{title}»: +{scores} баллов.',
    en: '"{title}": +{scores} points.',
    es: '«{title}»: +{scores} puntos.',
  },
  homeworkPushFailBody: { ru: '«{title}»:', en: '"{title}":', es: '«{title}»:' },
} satisfies Record<string, Record<Language, string>>;
