import type { Language } from '@cp/contract';

/**
 * What a person reads when a field fails its schema (issue 25, decision 097): lib/validation-texts.ts
 * picks one of these for every issue the validation library raises without a text of our own, so
 * none of the library's own words ("Invalid input: expected string, received undefined") reach a
 * person. lib/messages.ts spreads them into its catalogue; keys start with `field`.
 */
export const validationMessages = {
  fieldRequired: {
    ru: 'Заполните это поле.',
    en: 'This field is required.',
    es: 'Este campo es obligatorio.',
  },
  fieldMustBeText: { ru: 'Нужен текст.', en: 'Must be text.', es: 'Debe ser un texto.' },
  fieldMustBeNumber: { ru: 'Нужно число.', en: 'Must be a number.', es: 'Debe ser un número.' },
  fieldMustBeWholeNumber: {
    ru: 'Нужно целое число.',
    en: 'Must be a whole number.',
    es: 'Debe ser un número entero.',
  },
  fieldMustBeBoolean: {
    ru: 'Нужно значение «да» или «нет».',
    en: 'Must be true or false.',
    es: 'Debe ser verdadero o falso.',
  },
  fieldMustBeList: { ru: 'Нужен список.', en: 'Must be a list.', es: 'Debe ser una lista.' },
  fieldMustBeObject: {
    ru: 'Нужен набор полей (объект).',
    en: 'Must be a set of fields (an object).',
    es: 'Debe ser un conjunto de campos (un objeto).',
  },
  fieldWrongType: {
    ru: 'Значение неподходящего типа.',
    en: 'Has the wrong type.',
    es: 'Tiene un tipo incorrecto.',
  },
  fieldBlank: { ru: 'Не может быть пустым.', en: 'Cannot be empty.', es: 'No puede estar vacío.' },
  // Russian counts of characters and items need plural forms; "симв." and "элем." need none.
  fieldTextTooShort: {
    ru: 'Не короче {n} симв.',
    en: 'Must be at least {n} characters long.',
    es: 'Debe tener al menos {n} caracteres.',
  },
  fieldTextTooLong: {
    ru: 'Не длиннее {n} симв.',
    en: 'Must be at most {n} characters long.',
    es: 'Debe tener como máximo {n} caracteres.',
  },
  fieldListTooShort: {
    ru: 'Не меньше {n} элем.',
    en: 'Must have at least {n} items.',
    es: 'Debe tener al menos {n} elementos.',
  },
  fieldListTooLong: {
    ru: 'Не больше {n} элем.',
    en: 'Must have at most {n} items.',
    es: 'Debe tener como máximo {n} elementos.',
  },
  fieldNumberTooSmall: {
    ru: 'Должно быть не меньше {n}.',
    en: 'Must be at least {n}.',
    es: 'Debe ser al menos {n}.',
  },
  fieldNumberNotAbove: {
    ru: 'Должно быть больше {n}.',
    en: 'Must be greater than {n}.',
    es: 'Debe ser mayor que {n}.',
  },
  fieldNumberTooBig: {
    ru: 'Должно быть не больше {n}.',
    en: 'Must be at most {n}.',
    es: 'Debe ser como máximo {n}.',
  },
  fieldNumberNotBelow: {
    ru: 'Должно быть меньше {n}.',
    en: 'Must be less than {n}.',
    es: 'Debe ser menor que {n}.',
  },
  fieldNotMultiple: {
    ru: 'Должно быть кратно {n}.',
    en: 'Must be a multiple of {n}.',
    es: 'Debe ser múltiplo de {n}.',
  },
  fieldNotOneOf: {
    ru: 'Допустимые значения: {values}.',
    en: 'Must be one of: {values}.',
    es: 'Debe ser uno de: {values}.',
  },
  fieldNotEmail: {
    ru: 'Нужен адрес электронной почты.',
    en: 'Must be an e-mail address.',
    es: 'Debe ser una dirección de correo electrónico.',
  },
  fieldNotLink: {
    ru: 'Нужна ссылка (URL).',
    en: 'Must be a link (URL).',
    es: 'Debe ser un enlace (URL).',
  },
  fieldNotDate: {
    ru: 'Нужны настоящие дата или время.',
    en: 'Must be a real date or time.',
    es: 'Debe ser una fecha u hora real.',
  },
  fieldWrongFormat: {
    ru: 'Неверный формат.',
    en: 'Has the wrong format.',
    es: 'Tiene un formato incorrecto.',
  },
  fieldUnknownKeys: {
    ru: 'Неизвестные поля: {keys}.',
    en: 'Unknown fields: {keys}.',
    es: 'Campos desconocidos: {keys}.',
  },
  fieldInvalid: {
    ru: 'Недопустимое значение.',
    en: 'Has an invalid value.',
    es: 'Tiene un valor no válido.',
  },
  // Text PostgreSQL cannot store (issue 8: NUL; issue 25: a lone surrogate, which no encoding of
  // Unicode can write), refused for every field at once by plugins/validation.ts.
  fieldHasNul: {
    ru: 'Не должно содержать символ NUL.',
    en: 'Must not contain the NUL character.',
    es: 'No debe contener el carácter NUL.',
  },
  fieldHasLoneSurrogate: {
    ru: 'Не должно содержать одиночный суррогат UTF-16.',
    en: 'Must not contain a lone UTF-16 surrogate.',
    es: 'No debe contener un sustituto UTF-16 aislado.',
  },
} satisfies Record<string, Record<Language, string>>;
