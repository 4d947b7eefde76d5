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
    ru: 'У школы нет такой категории поддержки.',
    en: 'The school has no such support category.',
    es: 'La escuela no tiene esa categoría de soporte.',
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
} satisfies Record<string, Record<Language, string>>;
