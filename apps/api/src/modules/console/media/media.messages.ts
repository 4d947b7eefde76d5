import type { Language } from '@cp/contract';

/**
 * The console's media area: messages the server writes for people (lib/messages.ts spreads
 * them into its catalogue). Keys start with `media` so areas never collide.
 */
export const mediaMessages = {
  mediaNotVideo: {
    ru: 'Этот файл не видео.',
    en: 'This file is not a video.',
    es: 'Este archivo no es un vídeo.',
  },
  mediaConvertFailed: {
    ru: 'Видео не удалось конвертировать: {reason}',
    en: 'The video could not be converted: {reason}',
    es: 'No se pudo convertir el vídeo: {reason}',
  },
  mediaRetryNotVideo: {
    ru: 'Этот файл не видео: повторная конвертация не поможет. Загрузите видеофайл.',
    en: 'This file is not a video: converting it again cannot help. Upload a video file instead.',
    es: 'Este archivo no es un vídeo: convertirlo de nuevo no ayudará. Sube un archivo de vídeo.',
  },
  mediaRetryNotFailed: {
    ru: 'Повторить можно только видео, конвертация которого не удалась.',
    en: 'Only a video whose conversion failed can be tried again.',
    es: 'Solo se puede reintentar un vídeo cuya conversión falló.',
  },
  mediaInUse: {
    ru: 'Это видео используется в уроках ({count}). Сначала уберите его из них.',
    en: 'This video is used in {count} lesson(s). Remove it from them first.',
    es: 'Este vídeo se usa en {count} lección(es). Quítelo de ellas primero.',
  },
  mediaSubtitleTooLarge: {
    ru: 'Файл субтитров больше 1 МБ.',
    en: 'The subtitle file is larger than 1 MB.',
    es: 'El archivo de subtítulos supera 1 MB.',
  },
} satisfies Record<string, Record<Language, string>>;
