import type { Language } from '@cp/contract';

/** Certificates of completion (issue 32): the texts a person reads, in ru, en and es, the PDF's among them. */
export const certificatesMessages = {
  certificateNotEarned: {
    ru: 'Сертификат выдаётся, когда пройден последний день курса и приняты все обязательные домашние задания.',
    en: 'The certificate is issued once the last day of the course is finished and every required homework is accepted.',
    es: 'El certificado se emite cuando se completa el último día del curso y se aceptan todas las tareas obligatorias.',
  },
  certificateNeedsName: {
    ru: 'Укажите имя в профиле: оно будет напечатано в сертификате.',
    en: 'Add your name in your profile first: it is printed on the certificate.',
    es: 'Primero añade tu nombre en el perfil: se imprime en el certificado.',
  },
  certificateRevoked: {
    ru: 'Школа отозвала этот сертификат.',
    en: 'The school has revoked this certificate.',
    es: 'La escuela ha revocado este certificado.',
  },
  certificateUnknown: {
    ru: 'Такого сертификата у этой школы нет.',
    en: 'This school has issued no such certificate.',
    es: 'Esta escuela no ha emitido ese certificado.',
  },
  certificatePdfTitle: {
    ru: 'Сертификат о прохождении курса',
    en: 'Certificate of completion',
    es: 'Certificado de finalización',
  },
  certificatePdfCertifies: {
    ru: 'Настоящим подтверждается, что',
    en: 'This certifies that',
    es: 'Se certifica que',
  },
  certificatePdfCompleted: {
    ru: 'успешно прошёл(а) курс',
    en: 'has successfully completed the course',
    es: 'ha completado con éxito el curso',
  },
  certificatePdfIssued: {
    ru: 'Дата выдачи: {date}   № {number}',
    en: 'Issued on {date}   No. {number}',
    es: 'Emitido el {date}   N.º {number}',
  },
  certificatePdfVerify: {
    ru: 'Проверить сертификат: {url}',
    en: 'Verify this certificate: {url}',
    es: 'Verifica este certificado: {url}',
  },
  certificateSampleName: {
    ru: 'Анна Смирнова',
    en: 'Anna Smith',
    es: 'Ana García',
  },
  certificateSampleCourse: {
    ru: 'Название курса',
    en: 'Course title',
    es: 'Título del curso',
  },
} satisfies Record<string, Record<Language, string>>;
