import type { Language } from '@cp/contract';

/**
 * Messages the server writes for people, in the request's language. Field
 * validation texts of the schemas stay in English; the app shows its own
 * translations for those.
 */
const catalogue = {
  invalidCredentials: {
    ru: 'Неверный e-mail или пароль.',
    en: 'Incorrect e-mail or password.',
    es: 'Correo electrónico o contraseña incorrectos.',
  },
  tooManyAttempts: {
    ru: 'Слишком много неудачных попыток входа. Повторите через {minutes} мин.',
    en: 'Too many failed sign-in attempts. Try again in {minutes} min.',
    es: 'Demasiados intentos fallidos. Inténtelo de nuevo en {minutes} min.',
  },
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
  unsupportedMediaType: {
    ru: 'Неподдерживаемый тип содержимого.',
    en: 'Unsupported content type.',
    es: 'Tipo de contenido no admitido.',
  },
} satisfies Record<string, Record<Language, string>>;

export type MessageKey = keyof typeof catalogue;

export function message(
  key: MessageKey,
  lang: Language,
  params: Record<string, string | number> = {},
): string {
  return catalogue[key][lang].replace(/\{(\w+)\}/g, (_, name: string) => String(params[name] ?? ''));
}
