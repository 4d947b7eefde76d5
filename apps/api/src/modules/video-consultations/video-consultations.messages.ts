import type { Language } from '@cp/contract';

/**
 * Texts people read from the video consultation calls, in the request's language. Kept beside
 * the module (not in lib/messages.ts) so this area's wording changes in one place.
 */
const catalogue = {
  notAvailable: {
    ru: 'Раздел недоступен: видеоконсультаций здесь нет.',
    en: 'This section is not available: there are no video consultations here.',
    es: 'Esta sección no está disponible: aquí no hay videoconsultas.',
  },
  streamClosed: {
    ru: 'Курс завершён или остановлен: заказать видеоконсультацию нельзя.',
    en: 'The course has ended or was stopped: a video consultation cannot be ordered.',
    es: 'El curso terminó o se detuvo: no se puede pedir una videoconsulta.',
  },
  phoneInvalid: {
    ru: 'Укажите настоящий номер телефона в международном формате, например +7 912 345-67-89.',
    en: 'Enter a real phone number in international format, for example +44 7400 123456.',
    es: 'Indique un número de teléfono real en formato internacional, por ejemplo +34 612 345 678.',
  },
  timeInPast: {
    ru: 'Это время уже прошло или наступит слишком скоро. Выберите другое.',
    en: 'That time has passed or is too soon. Choose another one.',
    es: 'Esa hora ya pasó o es demasiado pronto. Elija otra.',
  },
  notASlot: {
    ru: 'В это время эксперт не принимает. Выберите время из расписания.',
    en: 'The expert does not take consultations at that time. Choose a time from the schedule.',
    es: 'El experto no atiende a esa hora. Elija una hora del horario.',
  },
  slotTaken: {
    ru: 'Это время уже занято другим учеником. Выберите другое.',
    en: 'Another learner has already taken that time. Choose another one.',
    es: 'Otro alumno ya ha reservado esa hora. Elija otra.',
  },
  alreadyConfirmed: {
    ru: 'Эксперт уже подтвердил эту видеоконсультацию: изменить её нельзя.',
    en: 'The expert has already confirmed this video consultation: it cannot be changed.',
    es: 'El experto ya confirmó esta videoconsulta: no se puede cambiar.',
  },
  notWaiting: {
    ru: 'Подтвердить можно только заказанную и не завершённую видеоконсультацию.',
    en: 'Only an ordered video consultation that is not complete can be confirmed.',
    es: 'Solo se puede confirmar una videoconsulta pedida y no completada.',
  },
  notConfirmed: {
    ru: 'Завершить можно только подтверждённую видеоконсультацию.',
    en: 'Only a confirmed video consultation can be marked complete.',
    es: 'Solo se puede completar una videoconsulta confirmada.',
  },
  notCancellable: {
    ru: 'Отменить можно только заказанную или подтверждённую видеоконсультацию.',
    en: 'Only an ordered or confirmed video consultation can be cancelled.',
    es: 'Solo se puede cancelar una videoconsulta pedida o confirmada.',
  },
  // The learner's calendar file, the reminder and the mails (issue 32, decision 142).
  calendarSummary: {
    ru: 'Видеоконсультация: {course}',
    en: 'Video consultation: {course}',
    es: 'Videoconsulta: {course}',
  },
  reminderTitle: {
    ru: 'Скоро видеоконсультация',
    en: 'Video consultation soon',
    es: 'Videoconsulta pronto',
  },
  reminderBody: {
    ru: 'Видеоконсультация по курсу «{course}» начнётся {when}.',
    en: 'Your video consultation for "{course}" starts {when}.',
    es: 'Su videoconsulta del curso «{course}» empieza {when}.',
  },
  mailConfirmedSubject: {
    ru: 'Видеоконсультация подтверждена: {when}',
    en: 'Video consultation confirmed: {when}',
    es: 'Videoconsulta confirmada: {when}',
  },
  mailConfirmedBody: {
    ru: 'Эксперт подтвердил вашу видеоконсультацию по курсу «{course}»: {when}.',
    en: 'The expert confirmed your video consultation for "{course}": {when}.',
    es: 'El experto confirmó su videoconsulta del curso «{course}»: {when}.',
  },
  mailChangedSubject: {
    ru: 'Видеоконсультация изменена: {when}',
    en: 'Video consultation changed: {when}',
    es: 'Videoconsulta cambiada: {when}',
  },
  mailChangedBody: {
    ru: 'Эксперт изменил вашу видеоконсультацию по курсу «{course}». Новое время: {when}.',
    en: 'The expert changed your video consultation for "{course}". It is now on {when}.',
    es: 'El experto cambió su videoconsulta del curso «{course}». Ahora es el {when}.',
  },
  mailCancelledSubject: {
    ru: 'Видеоконсультация отменена',
    en: 'Video consultation cancelled',
    es: 'Videoconsulta cancelada',
  },
  mailCancelledBody: {
    ru: 'Эксперт отменил вашу видеоконсультацию по курсу «{course}» ({when}). Вы можете записаться на другое время в приложении.',
    en: 'The expert cancelled your video consultation for "{course}" ({when}). You can book another time in the app.',
    es: 'El experto canceló su videoconsulta del curso «{course}» ({when}). Puede reservar otra hora en la aplicación.',
  },
  mailReminderSubject: {
    ru: 'Скоро видеоконсультация: {when}',
    en: 'Video consultation soon: {when}',
    es: 'Videoconsulta pronto: {when}',
  },
  mailReminderBody: {
    ru: 'Напоминаем: видеоконсультация по курсу «{course}» начнётся {when}.',
    en: 'A reminder: your video consultation for "{course}" starts {when}.',
    es: 'Le recordamos: su videoconsulta del curso «{course}» empieza el {when}.',
  },
  mailJoin: {
    ru: 'Подключиться (за {minutes} минут до начала и до конца): {url}',
    en: 'Join (from {minutes} minutes before the start to the end): {url}',
    es: 'Unirse (desde {minutes} minutos antes del inicio hasta el final): {url}',
  },
  mailNote: {
    ru: 'От эксперта: {note}',
    en: 'From the expert: {note}',
    es: 'Del experto: {note}',
  },
  mailOpen: {
    ru: 'Видеоконсультация в приложении: {link}',
    en: 'The video consultation in the app: {link}',
    es: 'La videoconsulta en la aplicación: {link}',
  },
  mailCalendar: {
    ru: 'Приложенный файл добавит её в ваш календарь или обновит там.',
    en: 'The attached file adds it to your calendar, or updates it there.',
    es: 'El archivo adjunto la añade a su calendario o la actualiza allí.',
  },
  mailCalendarCancel: {
    ru: 'Приложенный файл уберёт её из вашего календаря.',
    en: 'The attached file removes it from your calendar.',
    es: 'El archivo adjunto la quita de su calendario.',
  },
  // The console's offer of a course (issue 28, decision 114).
  scheduleTimeFormat: {
    ru: 'Время в формате ЧЧ:ММ, от 00:00 до 23:59.',
    en: 'Use HH:MM, from 00:00 to 23:59.',
    es: 'Use HH:MM, de 00:00 a 23:59.',
  },
  scheduleTimeTwice: {
    ru: 'Это время уже есть в этом дне.',
    en: 'This time is already on this day.',
    es: 'Esta hora ya está en este día.',
  },
  scheduleEmpty: {
    ru: 'Добавьте хотя бы одно время в расписание или поставьте 0 видеоконсультаций.',
    en: 'Add at least one time to the schedule, or set the video consultations to 0.',
    es: 'Añada al menos una hora al horario o ponga 0 videoconsultas.',
  },
  timeZoneUnknown: {
    ru: 'Неизвестный часовой пояс. Укажите название IANA, например Europe/Moscow.',
    en: 'Unknown time zone. Give an IANA name such as Europe/London.',
    es: 'Zona horaria desconocida. Indique un nombre IANA, por ejemplo Europe/Madrid.',
  },
} satisfies Record<string, Record<Language, string>>;

export type VideoMessageKey = keyof typeof catalogue;

/** The text in `lang`, its `{name}` places filled from `params`. */
export function videoMessage(
  key: VideoMessageKey,
  lang: Language,
  params: Record<string, string | number> = {},
): string {
  return catalogue[key][lang].replace(/\{(\w+)\}/g, (_, name: string) => String(params[name] ?? ''));
}
