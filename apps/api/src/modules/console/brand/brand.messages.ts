import type { Language } from '@cp/contract';

/**
 * The console's brand area: messages the server writes for people (lib/messages.ts spreads
 * them into its catalogue). Keys start with `brand` so areas never collide.
 */
export const brandMessages = {
  brandVersionConflict: {
    ru: 'Настройки бренда уже изменил кто-то другой. Обновите страницу и внесите изменения снова.',
    en: 'Someone else has changed the brand settings since you opened them. Reload and make your change again.',
    es: 'Otra persona cambió la configuración de la marca después de que la abriera. Recargue y repita el cambio.',
  },
  brandHostTaken: {
    ru: 'Этот адрес уже используется другой школой.',
    en: 'This host is already in use by another school.',
    es: 'Esta dirección ya la usa otra escuela.',
  },
  brandDomainInUse: {
    ru: 'Консоль открыта на этом адресе, поэтому его нельзя удалить здесь. Откройте консоль на другом адресе школы и удалите его оттуда.',
    en: 'The console is open on this host, so it cannot be removed here. Open the console on another of the school’s hosts and remove it from there.',
    es: 'La consola está abierta en esta dirección, así que no se puede eliminar aquí. Abra la consola en otra dirección de la escuela y elimínela desde allí.',
  },
  brandDomainLast: {
    ru: 'Это последний адрес школы: без него школа не откроется. Сначала добавьте другой адрес.',
    en: 'This is the school’s last host: without it the school cannot be opened. Add another host first.',
    es: 'Es la última dirección de la escuela: sin ella la escuela no se puede abrir. Añada otra dirección primero.',
  },
  brandHostOwn: {
    ru: 'Этот адрес уже есть среди адресов школы.',
    en: 'This host is already one of the school’s domains.',
    es: 'Esta dirección ya es uno de los dominios de la escuela.',
  },
  brandDomainNotFound: {
    ru: 'Домен не найден.',
    en: 'Domain not found.',
    es: 'Dominio no encontrado.',
  },
  brandDefaultLanguageNotOffered: {
    ru: 'Язык по умолчанию должен быть среди языков домена.',
    en: 'The default language must be one of the domain’s languages.',
    es: 'El idioma predeterminado debe estar entre los idiomas del dominio.',
  },
  brandDemoServiceUnknown: {
    ru: 'У школы нет такой демо-услуги.',
    en: 'The school has no such demo service.',
    es: 'La escuela no tiene ese servicio de demostración.',
  },
  brandSupportCategoryUnknown: {
    ru: 'У школы нет такой темы поддержки.',
    en: 'The school has no such support topic.',
    es: 'La escuela no tiene ese tema de soporte.',
  },
  brandLogoMissing: {
    ru: 'Выберите файл логотипа.',
    en: 'Choose a logo file.',
    es: 'Elija un archivo de logotipo.',
  },
  brandLogoWrongType: {
    ru: 'Логотип должен быть изображением PNG, JPEG, WebP или SVG.',
    en: 'The logo must be a PNG, JPEG, WebP or SVG image.',
    es: 'El logotipo debe ser una imagen PNG, JPEG, WebP o SVG.',
  },
  brandLogoUnreadable: {
    ru: 'Не удалось прочитать изображение.',
    en: 'The image could not be read.',
    es: 'No se pudo leer la imagen.',
  },
  brandHostClaimed: {
    ru: 'Этот адрес уже ждёт подтверждения владения.',
    en: 'This host is already waiting for proof of control.',
    es: 'Esta dirección ya espera la verificación de control.',
  },
  brandClaimsTooMany: {
    ru: 'У школы уже {max} адресов ждут подтверждения. Подтвердите или удалите один из них.',
    en: 'The school already has {max} hosts waiting for proof. Verify or remove one of them first.',
    es: 'La escuela ya tiene {max} direcciones pendientes de verificación. Verifique o elimine una primero.',
  },
  brandClaimNotFound: {
    ru: 'Адрес, ожидающий подтверждения, не найден.',
    en: 'Host waiting for proof not found.',
    es: 'No se encontró la dirección pendiente de verificación.',
  },
  brandHostNotProven: {
    ru: 'Владение адресом {host} ещё не подтверждено: {dns}; {file}.',
    en: 'Control of {host} is not proven yet: {dns}; {file}.',
    es: 'El control de {host} aún no está verificado: {dns}; {file}.',
  },
  brandProofDnsNotFound: {
    ru: 'TXT-записи {dns_name} нет',
    en: 'there is no TXT record {dns_name}',
    es: 'no hay registro TXT {dns_name}',
  },
  brandProofDnsMismatch: {
    ru: 'TXT-запись {dns_name} есть, но в ней не тот код',
    en: 'the TXT record {dns_name} does not hold the verification code',
    es: 'el registro TXT {dns_name} no contiene el código de verificación',
  },
  brandProofDnsUnreachable: {
    ru: 'DNS не ответил на запрос {dns_name}',
    en: 'DNS did not answer for {dns_name}',
    es: 'el DNS no respondió para {dns_name}',
  },
  brandProofFileNotFound: {
    ru: 'файла {file_url} нет',
    en: 'there is no file at {file_url}',
    es: 'no hay archivo en {file_url}',
  },
  brandProofFileMismatch: {
    ru: 'в файле {file_url} не тот код',
    en: 'the file at {file_url} does not hold the verification code',
    es: 'el archivo en {file_url} no contiene el código de verificación',
  },
  brandProofFileUnreachable: {
    ru: 'адрес {file_url} не ответил',
    en: '{file_url} did not answer',
    es: '{file_url} no respondió',
  },
  brandProofFileRedirectElsewhere: {
    ru: '{file_url} перенаправляет на другой адрес',
    en: '{file_url} redirects to another host',
    es: '{file_url} redirige a otra dirección',
  },
  brandProofFileTooLarge: {
    ru: 'файл {file_url} слишком большой (в нём должен быть только код)',
    en: 'the file at {file_url} is too large (it should hold the code only)',
    es: 'el archivo en {file_url} es demasiado grande (solo debe contener el código)',
  },
  brandProofFileNotPublic: {
    ru: '{host} указывает на внутренний адрес сети',
    en: '{host} points to a private network address',
    es: '{host} apunta a una dirección de red privada',
  },
} satisfies Record<string, Record<Language, string>>;
