import type { Language } from '@cp/contract';

/**
 * Messages of the console's learner invitations and CSV import (issue 28 point 7, decision 115),
 * spread into `peopleMessages`. Row problems are short: the console shows them beside the row.
 */
export const learnerInviteMessages = {
  peopleInviteStaff: {
    ru: 'Этот адрес принадлежит сотруднику школы. Учеников с адресами команды добавлять нельзя.',
    en: 'This address belongs to a member of the school’s team, not a learner.',
    es: 'Esta dirección pertenece a un miembro del equipo de la escuela, no a un alumno.',
  },
  peopleInviteBlocked: {
    ru: 'Этот ученик заблокирован. Сначала разблокируйте его.',
    en: 'This learner is blocked. Unblock them first.',
    es: 'Este alumno está bloqueado. Desbloquéelo primero.',
  },
  peopleInviteRace: {
    ru: 'Этот адрес только что зарегистрировали. Повторите приглашение.',
    en: 'This address was registered just now. Please invite again.',
    es: 'Esta dirección se acaba de registrar. Vuelva a invitar.',
  },
  learnerInviteMailSubject: {
    ru: '{school}: приглашение к обучению',
    en: '{school}: your invitation',
    es: '{school}: su invitación',
  },
  learnerInviteMailCourse: {
    ru: 'Вы записаны на курс «{course}».',
    en: 'You are enrolled in the course “{course}”.',
    es: 'Está inscrito en el curso «{course}».',
  },
  learnerInviteMailText: {
    ru: 'Здравствуйте!\n\nВас пригласили учиться в школе {school}. {course}\n\nОткройте ссылку, чтобы войти и задать пароль. Ссылка действует {days} дней и открывается один раз:\n{link}\n',
    en: 'Hello!\n\nYou have been invited to study at {school}. {course}\n\nOpen this link to sign in and set your password. It works once, for {days} days:\n{link}\n',
    es: '¡Hola!\n\nLe han invitado a estudiar en {school}. {course}\n\nAbra este enlace para entrar y elegir su contraseña. Funciona una vez, durante {days} días:\n{link}\n',
  },
  learnerInviteMailTextSignIn: {
    ru: 'Здравствуйте!\n\nВас пригласили учиться в школе {school}. {course}\n\nВойдите со своим e-mail и паролем:\n{link}\n\nЕсли вы не помните пароль, нажмите «Забыли пароль?» на странице входа.\n',
    en: 'Hello!\n\nYou have been invited to study at {school}. {course}\n\nSign in with your e-mail and password:\n{link}\n\nIf you do not remember your password, choose “Forgot password?” on the sign-in page.\n',
    es: '¡Hola!\n\nLe han invitado a estudiar en {school}. {course}\n\nEntre con su correo electrónico y su contraseña:\n{link}\n\nSi no recuerda la contraseña, elija «¿Olvidó su contraseña?» en la página de acceso.\n',
  },
  peopleImportNoFile: {
    ru: 'Приложите CSV-файл.',
    en: 'Attach a CSV file.',
    es: 'Adjunte un archivo CSV.',
  },
  peopleImportTooLarge: {
    ru: 'Файл больше {max} МБ. Разделите его на части.',
    en: 'The file is larger than {max} MB. Split it into smaller files.',
    es: 'El archivo ocupa más de {max} MB. Divídalo en archivos más pequeños.',
  },
  peopleImportEmpty: {
    ru: 'Файл пуст.',
    en: 'The file is empty.',
    es: 'El archivo está vacío.',
  },
  peopleImportEncoding: {
    ru: 'Файл не в кодировке UTF-8. Сохраните его как «CSV UTF-8».',
    en: 'The file is not UTF-8 text. Save it as “CSV UTF-8”.',
    es: 'El archivo no es texto UTF-8. Guárdelo como «CSV UTF-8».',
  },
  peopleImportMalformed: {
    ru: 'Файл не читается как CSV (строка {line}): проверьте кавычки.',
    en: 'The file is not valid CSV (line {line}): check the quotes.',
    es: 'El archivo no es un CSV válido (línea {line}): revise las comillas.',
  },
  peopleImportNoEmailColumn: {
    ru: 'В первой строке нет столбца email. Первая строка — заголовок: {columns}.',
    en: 'The first line has no email column. The first line is the header: {columns}.',
    es: 'La primera línea no tiene la columna email. La primera línea es el encabezado: {columns}.',
  },
  peopleImportUnknownColumn: {
    ru: 'Неизвестный столбец «{column}». Столбцы: {columns}.',
    en: 'Unknown column “{column}”. The columns are: {columns}.',
    es: 'Columna desconocida «{column}». Las columnas son: {columns}.',
  },
  peopleImportDuplicateColumn: {
    ru: 'Столбец «{column}» указан дважды.',
    en: 'The column “{column}” appears twice.',
    es: 'La columna «{column}» aparece dos veces.',
  },
  peopleImportNoRows: {
    ru: 'В файле нет строк с учениками под заголовком.',
    en: 'The file has no rows of learners under its header.',
    es: 'El archivo no tiene filas de alumnos bajo el encabezado.',
  },
  peopleImportTooManyRows: {
    ru: 'В файле больше {max} строк. Разделите его на части.',
    en: 'The file has more than {max} rows. Split it into smaller files.',
    es: 'El archivo tiene más de {max} filas. Divídalo en archivos más pequeños.',
  },
  peopleImportTooManyValues: {
    ru: 'В строке {count} значений, а столбцов {columns}.',
    en: 'The row has {count} values; the header has {columns} columns.',
    es: 'La fila tiene {count} valores; el encabezado tiene {columns} columnas.',
  },
  peopleImportEmailMissing: {
    ru: 'Не указан e-mail.',
    en: 'The e-mail is missing.',
    es: 'Falta el correo electrónico.',
  },
  peopleImportEmailInvalid: {
    ru: 'Неверный адрес e-mail.',
    en: 'Not a valid e-mail address.',
    es: 'No es una dirección de correo válida.',
  },
  peopleImportEmailRepeated: {
    ru: 'Этот e-mail уже есть в строке {line}.',
    en: 'This e-mail is already on line {line}.',
    es: 'Este correo ya está en la línea {line}.',
  },
  peopleImportTooLong: {
    ru: 'Не длиннее {max} символов.',
    en: 'At most {max} characters.',
    es: 'Como máximo {max} caracteres.',
  },
  peopleImportCourseUnknown: {
    ru: 'Курс «{course}» не найден (укажите id или адрес курса).',
    en: 'No course “{course}” (give the course’s id or slug).',
    es: 'No existe el curso «{course}» (indique el id o el slug del curso).',
  },
  peopleImportAlreadyEnrolled: {
    ru: 'Уже записан(а) на «{course}»: поток действует.',
    en: 'Already enrolled in “{course}”: the stream is active.',
    es: 'Ya está inscrito en «{course}»: el grupo está activo.',
  },
  peopleImportLanguageUnknown: {
    ru: 'Неизвестный язык «{language}» (ru, en или es).',
    en: 'Unknown language “{language}” (ru, en or es).',
    es: 'Idioma desconocido «{language}» (ru, en o es).',
  },
  peopleImportChanged: {
    ru: 'Адрес зарегистрировали во время импорта. Ничего не импортировано: повторите.',
    en: 'An address was registered during the import. Nothing was imported: please try again.',
    es: 'Se registró una dirección durante la importación. No se importó nada: vuelva a intentarlo.',
  },
} satisfies Record<string, Record<Language, string>>;
