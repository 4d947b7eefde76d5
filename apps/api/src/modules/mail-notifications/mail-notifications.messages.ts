import type { Language, MailNotificationKind } from '@cp/contract';

type Texts = Record<Language, string>;

/**
 * What each kind is about, inside the mails' frame and the unsubscribe page: "e-mails about …"
 * (issue 32). Read through `mailKindLabel`, not the catalogue: the kind is data.
 */
export const MAIL_KIND_LABELS: Record<MailNotificationKind, Texts> = {
  homework_reviewed: {
    ru: 'о проверке домашних заданий',
    en: 'homework reviews',
    es: 'las revisiones de tus tareas',
  },
  expert_answered: {
    ru: 'об ответах экспертов',
    en: 'answers from your experts',
    es: 'las respuestas de tus expertos',
  },
  consultations: {
    ru: 'о видеоконсультациях',
    en: 'video consultations',
    es: 'las videoconsultas',
  },
  renewal_failed: {
    ru: 'о неудачном продлении подписки',
    en: 'failed subscription renewals',
    es: 'las renovaciones fallidas de tu suscripción',
  },
  access_ending: {
    ru: 'об окончании доступа к курсам',
    en: 'course access ending soon',
    es: 'el fin próximo del acceso a tus cursos',
  },
};

/** E-mail notifications (issue 32): the frame, each kind's mail and the unsubscribe page, in ru, en and es. */
export const mailNotificationsMessages = {
  mailGreeting: { ru: 'Здравствуйте, {name}!', en: 'Hello, {name}!', es: '¡Hola, {name}!' },
  mailGreetingNoName: { ru: 'Здравствуйте!', en: 'Hello!', es: '¡Hola!' },
  mailFooter: {
    ru: 'Вы получили это письмо, потому что в «{school}» у вас включены письма {kind}. Отписаться от них одним нажатием: {link}\nВсе настройки уведомлений: {settings}',
    en: 'You get this e-mail because e-mails about {kind} are on for you at {school}. Unsubscribe from them with one click: {link}\nAll your notification settings: {settings}',
    es: 'Recibes este correo porque tienes activados los correos sobre {kind} en {school}. Date de baja con un clic: {link}\nTodos tus ajustes de notificaciones: {settings}',
  },
  // Homework reviewed.
  mailHomeworkDoneSubject: {
    ru: 'Домашнее задание принято: «{title}»',
    en: 'Homework accepted: "{title}"',
    es: 'Tarea aceptada: «{title}»',
  },
  mailHomeworkFailSubject: {
    ru: 'Домашнее задание «{title}» нужно доработать',
    en: 'Homework "{title}" needs more work',
    es: 'La tarea «{title}» necesita más trabajo',
  },
  mailHomeworkDoneText: {
    ru: 'Эксперт проверил задание «{title}» и принял его.',
    en: 'Your expert reviewed "{title}" and accepted it.',
    es: 'Tu experto revisó «{title}» y la aceptó.',
  },
  mailHomeworkScores: {
    ru: 'Начислено баллов: {scores}.',
    en: 'Points earned: {scores}.',
    es: 'Puntos obtenidos: {scores}.',
  },
  mailHomeworkFailText: {
    ru: 'Эксперт проверил задание «{title}» и вернул его на доработку.',
    en: 'Your expert reviewed "{title}" and sent it back for more work.',
    es: 'Tu experto revisó «{title}» y la devolvió para que la mejores.',
  },
  mailHomeworkComment: {
    ru: 'Комментарий эксперта:',
    en: "The expert's comment:",
    es: 'Comentario del experto:',
  },
  mailOpenLink: { ru: 'Открыть: {link}', en: 'Open it: {link}', es: 'Ábrela: {link}' },
  // The experts' answers, as a digest.
  mailDigestSubject: {
    ru: 'Непрочитанные ответы экспертов: {count}',
    en: 'Unread answers from your experts: {count}',
    es: 'Respuestas sin leer de tus expertos: {count}',
  },
  mailDigestIntro: {
    ru: 'Эксперты ответили вам, а вы ещё не прочитали:',
    en: 'Your experts answered and you have not read it yet:',
    es: 'Tus expertos te respondieron y aún no lo has leído:',
  },
  mailDigestChat: { ru: '«{course}»: {link}', en: '"{course}": {link}', es: '«{course}»: {link}' },
  mailDigestMore: { ru: '…и ещё {count}', en: '…and {count} more', es: '…y {count} más' },
  mailDigestAttachment: { ru: '(вложение)', en: '(attachment)', es: '(archivo adjunto)' },
  // A subscription renewal failed.
  mailRenewalFailedSubject: {
    ru: 'Не удалось продлить подписку на «{course}»',
    en: 'Your subscription to "{course}" could not be renewed',
    es: 'No se pudo renovar tu suscripción a «{course}»',
  },
  mailRenewalFailedText: {
    ru: 'Платёж за продление подписки на «{course}» не прошёл. Доступ сохранится до {date}. Проверьте карту или продлите вручную: {link}',
    en: 'The renewal payment of your subscription to "{course}" did not go through. Your access lasts until {date}. Check your card or extend it yourself: {link}',
    es: 'El pago de la renovación de tu suscripción a «{course}» no se completó. Tu acceso dura hasta el {date}. Revisa tu tarjeta o renuévala tú: {link}',
  },
  mailRenewalFailedNoDate: {
    ru: 'Платёж за продление подписки на «{course}» не прошёл. Проверьте карту или продлите вручную: {link}',
    en: 'The renewal payment of your subscription to "{course}" did not go through. Check your card or extend it yourself: {link}',
    es: 'El pago de la renovación de tu suscripción a «{course}» no se completó. Revisa tu tarjeta o renuévala tú: {link}',
  },
  // Access ending soon.
  mailAccessEndingSubject: {
    ru: 'Доступ к «{course}» заканчивается {date}',
    en: 'Your access to "{course}" ends on {date}',
    es: 'Tu acceso a «{course}» termina el {date}',
  },
  mailAccessEndingText: {
    ru: 'Доступ к курсу «{course}» закончится {date}. Чтобы продолжить, продлите его: {link}',
    en: 'Your access to the course "{course}" ends on {date}. To keep learning, extend it: {link}',
    es: 'Tu acceso al curso «{course}» termina el {date}. Para seguir aprendiendo, renuévalo: {link}',
  },
  // The unsubscribe page (a mail's link, without signing in).
  mailUnsubscribeTitle: { ru: 'Отписка от писем', en: 'Unsubscribe', es: 'Darse de baja' },
  mailUnsubscribeAsk: {
    ru: 'Больше не присылать письма {kind}?',
    en: 'Stop e-mails about {kind}?',
    es: '¿Dejar de recibir correos sobre {kind}?',
  },
  mailUnsubscribeButton: { ru: 'Отписаться', en: 'Unsubscribe', es: 'Darme de baja' },
  mailUnsubscribeDone: {
    ru: 'Готово: письма {kind} больше не придут. Включить их снова можно в настройках уведомлений.',
    en: 'Done: you will get no more e-mails about {kind}. You can turn them back on in your notification settings.',
    es: 'Listo: ya no recibirás correos sobre {kind}. Puedes volver a activarlos en tus ajustes de notificaciones.',
  },
  mailUnsubscribeInvalid: {
    ru: 'Эта ссылка для отписки неверна или изменена, поэтому ничего не изменилось.',
    en: 'This unsubscribe link is not valid or was altered, so nothing was changed.',
    es: 'Este enlace para darse de baja no es válido o fue alterado, así que no se cambió nada.',
  },
  mailUnsubscribeSettings: {
    ru: 'Настройки уведомлений',
    en: 'Notification settings',
    es: 'Ajustes de notificaciones',
  },
} satisfies Record<string, Texts>;
