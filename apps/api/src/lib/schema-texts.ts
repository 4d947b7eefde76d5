import type { Language } from '@cp/contract';

/**
 * The texts the contract's schemas give themselves ("Email cannot be blank."), in Russian and
 * Spanish (issue 25, decision 097). The contract imports nothing but zod and is shared with the
 * apps' forms, so its texts stay English sentences; the server answers them in the person's
 * language through this table, looked up by the English text. `schema-texts.test.ts` walks every
 * schema the contract exports and fails on a text missing here.
 */
const translations: Record<string, { ru: string; es: string }> = {
  'Use letters, digits, "-" and "_".': {
    ru: 'Используйте буквы, цифры, «-» и «_».',
    es: 'Use letras, dígitos, «-» y «_».',
  },
  'Must not contain the NUL character.': {
    ru: 'Не должно содержать символ NUL.',
    es: 'No debe contener el carácter NUL.',
  },
  'Password should contain at least 8 characters.': {
    ru: 'Пароль должен содержать не менее 8 символов.',
    es: 'La contraseña debe tener al menos 8 caracteres.',
  },
  'Email cannot be blank.': {
    ru: 'E-mail не может быть пустым.',
    es: 'El correo electrónico no puede estar vacío.',
  },
  'Email is not a valid email address.': {
    ru: 'Неверный адрес e-mail.',
    es: 'El correo electrónico no es una dirección válida.',
  },
  'Status must be one of 10, 20, 30, 40.': {
    ru: 'Статус должен быть одним из: 10, 20, 30, 40.',
    es: 'El estado debe ser uno de: 10, 20, 30, 40.',
  },
  'Email or status must be set.': {
    ru: 'Укажите e-mail или статус.',
    es: 'Indique el correo electrónico o el estado.',
  },
  'Password cannot be blank.': {
    ru: 'Пароль не может быть пустым.',
    es: 'La contraseña no puede estar vacía.',
  },
  'App Id cannot be blank.': { ru: 'App Id не может быть пустым.', es: 'El App Id no puede estar vacío.' },
  'Timezone is not a valid time zone.': {
    ru: 'Неизвестный часовой пояс.',
    es: 'La zona horaria no es válida.',
  },
  'Referral code is not valid.': {
    ru: 'Неверный реферальный код.',
    es: 'El código de invitación no es válido.',
  },
  'Token is invalid.': { ru: 'Неверный токен.', es: 'El token no es válido.' },
  'Message required': { ru: 'Введите сообщение.', es: 'Escriba un mensaje.' },
  'Not an upload id': { ru: 'Это не идентификатор загрузки.', es: 'No es un identificador de carga.' },
  'The same file twice': { ru: 'Один и тот же файл дважды.', es: 'El mismo archivo dos veces.' },
  'The meeting address must be a secure link that starts with https://.': {
    ru: 'Адрес встречи должен быть защищённой ссылкой, начинающейся с https://.',
    es: 'La dirección de la reunión debe ser un enlace seguro que empiece por https://.',
  },
  'Must be an http(s) address or a path starting with /.': {
    ru: 'Нужен адрес http(s) или путь, начинающийся с /.',
    es: 'Debe ser una dirección http(s) o una ruta que empiece por /.',
  },
  'Each question at most once.': {
    ru: 'Каждый вопрос — не более одного раза.',
    es: 'Cada pregunta como máximo una vez.',
  },
  'Each network at most once.': {
    ru: 'Каждая сеть — не более одного раза.',
    es: 'Cada red como máximo una vez.',
  },
  'A line cannot be blank.': { ru: 'Строка не может быть пустой.', es: 'Una línea no puede estar vacía.' },
  'Must be a domain name such as school.example.': {
    ru: 'Нужно доменное имя, например school.example.',
    es: 'Debe ser un nombre de dominio como school.example.',
  },
  'Title cannot be blank.': { ru: 'Название не может быть пустым.', es: 'El título no puede estar vacío.' },
  'Must be a phone number.': { ru: 'Нужен номер телефона.', es: 'Debe ser un número de teléfono.' },
  'Each language at most once.': {
    ru: 'Каждый язык — не более одного раза.',
    es: 'Cada idioma como máximo una vez.',
  },
  'Must be a colour as #rrggbb.': { ru: 'Нужен цвет в виде #rrggbb.', es: 'Debe ser un color como #rrggbb.' },
  'Must be a host name such as learn.school.example, without a port.': {
    ru: 'Нужно имя хоста, например learn.school.example, без порта.',
    es: 'Debe ser un nombre de host como learn.school.example, sin puerto.',
  },
  'Choose an image.': { ru: 'Выберите изображение.', es: 'Elija una imagen.' },
  'Unknown position.': { ru: 'Неизвестное место.', es: 'Posición desconocida.' },
  'Choose at least one place.': { ru: 'Выберите хотя бы одно место.', es: 'Elija al menos un lugar.' },
  'Lower-case letters, digits and hyphens only.': {
    ru: 'Только строчные латинские буквы, цифры и дефисы.',
    es: 'Solo letras minúsculas, dígitos y guiones.',
  },
  'Use lower-case letters, digits, "-" and "_".': {
    ru: 'Используйте строчные латинские буквы, цифры, «-» и «_».',
    es: 'Use letras minúsculas, dígitos, "-" y "_".',
  },
  'A language such as ru, en or es-ES.': {
    ru: 'Нужен язык, например ru, en или es-ES.',
    es: 'Un idioma como ru, en o es-ES.',
  },
  'A WebVTT file starts with "WEBVTT".': {
    ru: 'Файл WebVTT начинается с «WEBVTT».',
    es: 'Un archivo WebVTT empieza por "WEBVTT".',
  },
  'Give is_require_update_password or is_require_update_profile.': {
    ru: 'Укажите is_require_update_password или is_require_update_profile.',
    es: 'Indique is_require_update_password o is_require_update_profile.',
  },
  'Give either end_date or days.': {
    ru: 'Укажите либо end_date, либо days.',
    es: 'Indique end_date o bien days.',
  },
  'Must not be zero.': { ru: 'Не может быть нулём.', es: 'No puede ser cero.' },
  'The same exercise twice': { ru: 'Одно и то же задание дважды.', es: 'El mismo ejercicio dos veces.' },
  'Comment required': { ru: 'Напишите комментарий.', es: 'Escriba un comentario.' },
  'A percentage is at most 100.': { ru: 'Процент — не больше 100.', es: 'Un porcentaje es como máximo 100.' },
  'At most 30 characters.': { ru: 'Не длиннее 30 симв.', es: 'Como máximo 30 caracteres.' },
  'Only English letters, digits, underscores and single dots, not at the start or end.': {
    ru: 'Только латинские буквы, цифры, подчёркивания и одиночные точки, не в начале и не в конце.',
    es: 'Solo letras inglesas, dígitos, guiones bajos y puntos sueltos, no al principio ni al final.',
  },
  'Enter your own account name.': {
    ru: 'Введите имя своего аккаунта.',
    es: 'Escriba el nombre de su propia cuenta.',
  },
  'Enter a real date as DD.MM.YYYY.': {
    ru: 'Введите настоящую дату в виде ДД.ММ.ГГГГ.',
    es: 'Escriba una fecha real como DD.MM.AAAA.',
  },
  'Enter a phone number such as +79123456789.': {
    ru: 'Введите номер телефона, например +79123456789.',
    es: 'Escriba un número de teléfono como +79123456789.',
  },
  'Unknown time zone.': { ru: 'Неизвестный часовой пояс.', es: 'Zona horaria desconocida.' },
  'Not a P-256 public key.': { ru: 'Это не открытый ключ P-256.', es: 'No es una clave pública P-256.' },
  'Not an auth secret.': {
    ru: 'Это не секрет авторизации (auth).',
    es: 'No es un secreto de autenticación (auth).',
  },
  'Use HH:MM, 00:00 to 23:59.': {
    ru: 'Используйте ЧЧ:ММ, от 00:00 до 23:59.',
    es: 'Use HH:MM, de 00:00 a 23:59.',
  },
  'At most 10 reminders a day.': {
    ru: 'Не больше 10 напоминаний в день.',
    es: 'Como máximo 10 recordatorios al día.',
  },
  'The same time twice.': { ru: 'Одно и то же время дважды.', es: 'La misma hora dos veces.' },
  'Not an invitation token.': { ru: 'Это не токен приглашения.', es: 'No es un token de invitación.' },
  'Period must be week, month or year.': {
    ru: 'Период: week, month или year.',
    es: 'El período debe ser week, month o year.',
  },
  'must be a training option id': {
    ru: 'Нужен идентификатор варианта обучения.',
    es: 'Debe ser un identificador de opción de formación.',
  },
  'must be seconds or YYYY-MM-DD': {
    ru: 'Нужны секунды или дата ГГГГ-ММ-ДД.',
    es: 'Debe ser segundos o AAAA-MM-DD.',
  },
  // Raised by `superRefine` (not readable from the schema, so the test names them itself).
  'The field does not match.': { ru: 'Значения не совпадают.', es: 'Los valores no coinciden.' },
  // Checked by the staff invitation's service, in the schemas' words.
  'Name cannot be blank.': { ru: 'Имя не может быть пустым.', es: 'El nombre no puede estar vacío.' },
  'not a real date': { ru: 'Такой даты нет.', es: 'No es una fecha real.' },
};

/** The query-list refinement of `pagination.ts`, which names the parameter, the value and the choice. */
const UNKNOWN_LISTED = /^Unknown (\S+) "(.*)"; allowed: (.*)$/s;
const unknownListed: Record<Exclude<Language, 'en'>, string> = {
  ru: 'Неизвестное значение {param}: «{name}»; допустимо: {allowed}',
  es: 'Valor desconocido de {param}: "{name}"; permitidos: {allowed}',
};

/** Every English text of the table: for its test. */
export const translatedSchemaTexts = (): string[] => Object.keys(translations);

/** A schema's own text in `lang`; a text the table lacks stays as it is. */
export function schemaTextIn(text: string, lang: Language): string {
  if (lang === 'en') return text;
  const known = translations[text];
  if (known) return known[lang];
  const listed = UNKNOWN_LISTED.exec(text);
  if (listed) {
    const [, param, name, allowed] = listed;
    const values: Record<string, string> = { param: param!, name: name!, allowed: allowed! };
    return unknownListed[lang].replace(/\{(\w+)\}/g, (_, key: string) => values[key] ?? '');
  }
  return text;
}
