import type { Language } from '@cp/contract';

/** Homework (spec 02 §7, decision 048): the texts a person reads, in ru, en and es; lib/messages.ts spreads them into its catalogue. */
export const homeworkMessages = {
  // The expert's homework review (issue 10, decision 058).
  homeworkNotUnderReview: {
    ru: 'Это домашнее задание не ждёт проверки: его уже проверили или ещё не сдали.',
    en: 'This homework is not waiting for review: it was reviewed already or not handed in.',
    es: 'Esta tarea no está pendiente de revisión: ya se revisó o aún no se entregó.',
  },
  homeworkScoresAbove: {
    ru: 'За это задание можно дать не больше {max} баллов.',
    en: 'This homework earns at most {max} points.',
    es: 'Esta tarea da como máximo {max} puntos.',
  },
  homeworkAcceptedLine: {
    ru: 'Домашнее задание «{title}» принято.',
    en: 'Homework "{title}" accepted.',
    es: 'Tarea «{title}» aceptada.',
  },
  homeworkNotOffered: {
    ru: 'Это задание сейчас нельзя сдать: его этап или день закрыт.',
    en: 'This homework cannot be handed in now: its stage or day is closed.',
    es: 'Esta tarea no se puede entregar ahora: su etapa o día está cerrado.',
  },
  homeworkDemoLocked: {
    ru: 'Это задание недоступно в демо-версии курса.',
    en: 'This homework is not available in the demo version of the course.',
    es: 'Esta tarea no está disponible en la versión de demostración del curso.',
  },
  homeworkUnderReview: {
    ru: 'Задание уже на проверке: эксперт ответит в течение 24 часов.',
    en: 'The homework is under review: the expert answers within 24 hours.',
    es: 'La tarea está en revisión: el experto responde en 24 horas.',
  },
  homeworkAlreadyAccepted: {
    ru: 'Задание уже принято.',
    en: 'The homework has already been accepted.',
    es: 'La tarea ya fue aceptada.',
  },
  homeworkMisconfigured: {
    ru: 'День заполнен некорректно (обратитесь в поддержку)',
    en: 'The day is incorrectly filled (contact support)',
    es: 'El día está mal configurado (contacte con soporte)',
  },
  homeworkFileRequired: {
    ru: 'Для отправки домашнего задания необходимо загрузить файл',
    en: 'To submit a homework, you must upload a file',
    es: 'Para enviar una tarea, debe subir un archivo',
  },
  homeworkMessageRequired: {
    ru: 'Необходимо ввести сообщение',
    en: 'Message required',
    es: 'El mensaje es obligatorio',
  },
  homeworkPhotosOnly: {
    ru: 'Это задание принимает только фото.',
    en: 'This homework takes photos only.',
    es: 'Esta tarea solo admite fotos.',
  },
  homeworkVideosOnly: {
    ru: 'Это задание принимает только видео.',
    en: 'This homework takes videos only.',
    es: 'Esta tarea solo admite vídeos.',
  },
  homeworkExerciseRequired: {
    ru: 'Выберите хотя бы одно упражнение.',
    en: 'Choose at least one exercise.',
    es: 'Elija al menos un ejercicio.',
  },
  homeworkExerciseUnknown: {
    ru: 'Такого упражнения нет в задании.',
    en: 'This exercise is not one of the homework.',
    es: 'Este ejercicio no forma parte de la tarea.',
  },
  homeworkNotYourUser: {
    ru: 'user_id должен быть вашим.',
    en: 'user_id must be your own.',
    es: 'user_id debe ser el suyo.',
  },
  homeworkNotThisChat: {
    ru: 'dialog_id должен быть чатом этого курса.',
    en: 'dialog_id must be the chat of this course.',
    es: 'dialog_id debe ser el chat de este curso.',
  },
} satisfies Record<string, Record<Language, string>>;
