import type { Language } from '@cp/contract';

/** The avatar upload (spec 01 §5): the texts a person reads, in ru, en and es; lib/messages.ts spreads them into its catalogue. */
export const avatarMessages = {
  avatarFileMissing: {
    ru: 'Прикрепите изображение в поле file.',
    en: 'Attach an image in the field "file".',
    es: 'Adjunte una imagen en el campo «file».',
  },
  avatarWrongType: {
    ru: 'Загрузите изображение JPEG, PNG или WebP.',
    en: 'Upload a JPEG, PNG or WebP image.',
    es: 'Suba una imagen JPEG, PNG o WebP.',
  },
  avatarUnreadable: {
    ru: 'Не удалось прочитать изображение.',
    en: 'The image could not be read.',
    es: 'No se pudo leer la imagen.',
  },
  avatarFileUnknown: {
    ru: 'Нет такого загруженного файла.',
    en: 'There is no such uploaded file.',
    es: 'No existe ese archivo subido.',
  },
} satisfies Record<string, Record<Language, string>>;
