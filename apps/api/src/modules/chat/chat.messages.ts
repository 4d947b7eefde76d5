import type { Language } from '@cp/contract';

/** The chat (spec 02 §6): the texts a person reads, in ru, en and es; lib/messages.ts spreads them into its catalogue. */
export const chatMessages = {
  // Expert chat and consultations (spec 02 §8, decision 050).
  chatNotAvailable: {
    ru: 'Раздел недоступен: у этого курса нет чата с экспертом.',
    en: 'Section not available: this course has no expert chat.',
    es: 'Sección no disponible: este curso no tiene chat con un experto.',
  },
  chatReadOnly: {
    ru: 'Доступ к курсу закончился или приостановлен: чат только для чтения.',
    en: 'Access to this course has ended or is paused: the chat is read-only.',
    es: 'El acceso a este curso terminó o está en pausa: el chat es de solo lectura.',
  },
  chatClosed: {
    ru: 'Этот чат закрыт.',
    en: 'This chat is closed.',
    es: 'Este chat está cerrado.',
  },
  chatExpired: {
    ru: 'Срок отправки сообщений в этом чате истёк {date}.',
    en: 'The time for messages in this chat ended on {date}.',
    es: 'El plazo para enviar mensajes en este chat terminó el {date}.',
  },
  chatDemoUserMessages: {
    ru: 'В демо-курсе нельзя писать эксперту.',
    en: 'Messages to the expert are not available in the demo course.',
    es: 'En el curso de demostración no se puede escribir al experto.',
  },
  // Issue 28: a course nobody answers yet; the chat opens as soon as the school assigns an expert.
  chatNoExpert: {
    ru: 'У этого курса пока нет эксперта: написать можно будет, как только школа его назначит.',
    en: 'This course has no expert yet: you can write as soon as the school assigns one.',
    es: 'Este curso aún no tiene experto: podrá escribir en cuanto la escuela asigne uno.',
  },
  chatDemoExpertMessages: {
    ru: 'В демо-курсе ответы эксперта отключены.',
    en: 'Expert messages are turned off in this demo course.',
    es: 'Los mensajes del experto están desactivados en este curso de demostración.',
  },
  chatMessageDelay: {
    ru: 'Сообщения можно отправлять не чаще одного раза в {seconds} с.',
    en: 'Messages can be sent no more than once every {seconds} seconds.',
    es: 'Los mensajes se pueden enviar como máximo una vez cada {seconds} segundos.',
  },
  chatHandInFixed: {
    ru: 'Это сообщение — сданное домашнее задание, его нельзя изменить. Если задание вернут на доработку, сдайте его заново.',
    en: 'This message is a homework hand-in and cannot be changed. If the homework is sent back, hand it in again.',
    es: 'Este mensaje es una tarea entregada y no se puede cambiar. Si le devuelven la tarea, entréguela de nuevo.',
  },
  chatOwnMessageOnly: {
    ru: 'Изменять можно только свои сообщения.',
    en: 'You can edit only your own messages.',
    es: 'Solo puede editar sus propios mensajes.',
  },
  chatRateExpertOnly: {
    ru: 'Оценить можно только сообщение эксперта.',
    en: "Only an expert's message can be rated.",
    es: 'Solo se puede valorar un mensaje del experto.',
  },
  chatViewedOtherSideOnly: {
    ru: 'Прочитанным можно отметить только сообщение собеседника.',
    en: 'Only a message of the other side can be marked as viewed.',
    es: 'Solo se puede marcar como leído un mensaje del interlocutor.',
  },
  chatFilesUnavailable: {
    ru: 'Файл не найден, ещё загружается или уже отправлен.',
    en: 'A file is not found, still uploading or already sent.',
    es: 'Un archivo no existe, aún se está subiendo o ya se envió.',
  },
} satisfies Record<string, Record<Language, string>>;
