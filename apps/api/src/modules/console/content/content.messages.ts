import type { Language } from '@cp/contract';

/**
 * The console's content area: messages the server writes for people (lib/messages.ts spreads
 * them into its catalogue). Keys start with `content` so areas never collide.
 */
export const contentMessages = {
  contentTitleRequired: {
    ru: 'Укажите название на языке школы по умолчанию ({language}).',
    en: "Enter the title in the school's default language ({language}).",
    es: 'Indica el título en el idioma predeterminado de la escuela ({language}).',
  },
  contentCategoryIdTaken: {
    ru: 'Тема с этим номером уже есть.',
    en: 'A topic with this number already exists.',
    es: 'Ya existe un tema con este número.',
  },
  contentCategoryInUse: {
    ru: 'Эту тему нельзя удалить: она указана в настройках бренда ({settings}). Сначала выберите там другую тему.',
    en: "This topic can't be deleted: the brand's settings name it ({settings}). Choose another topic there first.",
    es: 'No se puede eliminar este tema: la configuración de la marca lo usa ({settings}). Elige otro tema allí primero.',
  },
  contentSettingPassHomework: {
    ru: 'сдача домашнего задания',
    en: 'handing in homework',
    es: 'entrega de tareas',
  },
  contentSettingRenewCourse: {
    ru: 'продление курса',
    en: 'renewing a course',
    es: 'renovación del curso',
  },
  contentSettingRenewConsultation: {
    ru: 'продление консультаций',
    en: 'renewing consultations',
    es: 'renovación de consultas',
  },
  contentCourseUnknown: {
    ru: 'В школе нет курса с номером {id}.',
    en: 'The school has no course number {id}.',
    es: 'La escuela no tiene el curso número {id}.',
  },
  contentCommunityUnknown: {
    ru: 'В школе нет сообщества с номером {id}.',
    en: 'The school has no community number {id}.',
    es: 'La escuela no tiene la comunidad número {id}.',
  },
  contentImageUnknown: {
    ru: 'Загрузите изображение ещё раз: этот файл не найден.',
    en: 'Upload the image again: this file was not found.',
    es: 'Sube la imagen de nuevo: no se encontró este archivo.',
  },
  contentImageMissing: {
    ru: 'Выберите изображение.',
    en: 'Choose an image.',
    es: 'Elige una imagen.',
  },
  contentImageWrongType: {
    ru: 'Нужно изображение PNG, JPEG или WebP.',
    en: 'The file must be a PNG, JPEG or WebP image.',
    es: 'El archivo debe ser una imagen PNG, JPEG o WebP.',
  },
  contentImageUnreadable: {
    ru: 'Не удалось прочитать изображение: файл повреждён.',
    en: "The image can't be read: the file is damaged.",
    es: 'No se puede leer la imagen: el archivo está dañado.',
  },
  contentSlugTaken: {
    ru: 'Этот адрес уже занят другим сообществом школы.',
    en: 'Another community of the school already uses this slug.',
    es: 'Otra comunidad de la escuela ya usa este identificador.',
  },
} satisfies Record<string, Record<Language, string>>;
